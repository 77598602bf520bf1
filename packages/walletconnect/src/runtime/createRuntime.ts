import {
  type ChainNamespace,
  PairingExpiredError,
  ProviderDisconnectedError,
  RelayUnavailableError,
  toLatchError,
  UserRejectedError,
  type WalletConnectIntegration,
  type WalletConnectNamespace,
  type WalletConnectSessions,
} from '@latch/core'
import { Core } from '@walletconnect/core'
import type { AuthTypes, SessionTypes } from '@walletconnect/types'
import UniversalProvider from '@walletconnect/universal-provider'
import type { WalletConnectOptions } from '../options'
import { createSessionEvents, type SessionEvents } from '../session/createSessionEvents'
import { readSignIn } from '../session/readSignIn'
import { toNamespaceSession } from '../session/toNamespaceSession'
import { sdkLogger } from './sdkLogger'

/** The loaded half of the integration. */
export type WalletConnectRuntime = Required<
  Pick<WalletConnectIntegration, 'connect' | 'restore' | 'disconnect'>
> & {
  cancel(): void
  /** Starts the SDK and opens the relay socket, so a pairing that follows shows its URI at once; never rejects. */
  warm(projectId: string): void
}

const DEFAULT_PAIRING_EXPIRY_MS = 5 * 60_000
const DEFAULT_RELAY_TIMEOUT_MS = 10_000

interface Approved {
  session: SessionTypes.Struct
  /** The signed sign-in messages (CACAO) of a one-click authentication. */
  auths?: AuthTypes.Cacao[]
}

interface Loaded {
  provider: UniversalProvider
  events: SessionEvents
}

function pageMetadata(): NonNullable<WalletConnectOptions['metadata']> {
  const page = globalThis as { location?: { origin?: string }; document?: { title?: string } }
  const url = page.location?.origin ?? 'http://localhost'
  return { name: page.document?.title || url, description: url, url, icons: [] }
}

// The SDK has no switch for its browser verify step: without one, every proposal would load the vendor's iframe
// and wait on it, and every incoming message with an attestation would be checked against the vendor's server.
// Turned off, both answer at once with nothing, as the SDK does in its own dev mode. It is turned off on the core
// before the provider starts it: a restored session's waiting messages are handled while the provider starts.
function disableVerify(core: InstanceType<typeof Core>): void {
  const verify = core.verify as unknown as {
    isDevEnv: boolean
    register: (...args: unknown[]) => Promise<string>
    resolve: (...args: unknown[]) => Promise<string>
  }
  verify.isDevEnv = true
  verify.register = async () => ''
  verify.resolve = async () => ''
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/** Creates the WalletConnect runtime on `@walletconnect/universal-provider` 2.21.8. */
export function createRuntime(options: WalletConnectOptions): WalletConnectRuntime {
  const relayTimeoutMs = options.relayTimeoutMs ?? DEFAULT_RELAY_TIMEOUT_MS
  let loaded: Promise<Loaded> | undefined
  let cancelPairing: (() => void) | undefined
  const relayDown = (cause?: unknown) =>
    new RelayUnavailableError({
      details: options.relayUrl ?? 'the default relay',
      ...(cause === undefined ? {} : { cause }),
    })

  const load = (projectId: string): Promise<Loaded> => {
    loaded ??= (async () => {
      const logger = sdkLogger(options.logLevel)
      const core = new Core({
        projectId,
        ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
        logger,
        telemetryEnabled: options.telemetry === true,
        ...(options.storage ? { storage: options.storage } : {}),
        ...(options.storagePrefix ? { customStoragePrefix: options.storagePrefix } : {}),
      })
      if (options.verify !== true) disableVerify(core)
      const provider = await UniversalProvider.init({
        core,
        projectId,
        ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
        metadata: options.metadata ?? pageMetadata(),
        logger,
        telemetryEnabled: options.telemetry === true,
      })
      return { provider, events: createSessionEvents(provider) }
    })().catch((error: unknown) => {
      loaded = undefined
      throw relayDown(error)
    })
    return withTimeout(loaded, relayTimeoutMs, () => relayDown())
  }

  // The relay answers, or the visitor gets an actionable error instead of a spinner (RELIABILITY #14, #24).
  const ensureRelay = async (provider: UniversalProvider) => {
    const relayer = provider.client.core.relayer
    if (relayer.connected) return
    await withTimeout(relayer.transportOpen(), relayTimeoutMs, () => relayDown()).catch((error: unknown) => {
      throw error instanceof RelayUnavailableError ? error : relayDown(error)
    })
  }

  const sessionsOf = ({ provider, events }: Loaded, session: SessionTypes.Struct): WalletConnectSessions => {
    const sessions: WalletConnectSessions = {}
    for (const namespace of Object.keys(session.namespaces) as ChainNamespace[]) {
      sessions[namespace] = toNamespaceSession({
        client: provider.client,
        topic: session.topic,
        namespace,
        events,
        requestExpirySeconds: options.requestExpirySeconds ?? 300,
      })
    }
    return sessions
  }

  return {
    warm(projectId) {
      load(projectId)
        .then(({ provider }) => ensureRelay(provider))
        .catch(() => {})
    },
    async connect({ projectId, namespaces, onUri, authenticate }) {
      cancelPairing?.()
      const current = await load(projectId)
      const { provider } = current
      await ensureRelay(provider)
      // One session at a time: a new pairing replaces the previous session.
      if (provider.session) await provider.disconnect().catch(() => {})
      const settled = await new Promise<Approved>((resolve, reject) => {
        let settled = false
        let expiry: ReturnType<typeof setTimeout> | undefined
        const relayTimer = setTimeout(() => finish(relayDown()), relayTimeoutMs)
        const onDisplayUri = (uri: string) => {
          clearTimeout(relayTimer)
          onUri(uri)
          expiry = setTimeout(
            () => finish(new PairingExpiredError()),
            options.pairingExpiryMs ?? DEFAULT_PAIRING_EXPIRY_MS,
          )
        }
        const finish = (error?: Error, approved?: Approved) => {
          if (settled) return
          settled = true
          clearTimeout(relayTimer)
          clearTimeout(expiry)
          provider.off('display_uri', onDisplayUri)
          cancelPairing = undefined
          if (approved) resolve(approved)
          else reject(error)
        }
        cancelPairing = () => finish(new UserRejectedError({ details: 'the pairing was cancelled' }))
        provider.on('display_uri', onDisplayUri)
        const started: Promise<Approved | undefined> = authenticate
          ? provider
              .authenticate({
                chains: authenticate.chains,
                domain: authenticate.domain,
                uri: authenticate.uri,
                nonce: authenticate.nonce,
                ...(authenticate.statement ? { statement: authenticate.statement } : {}),
                ...(authenticate.notBefore ? { nbf: authenticate.notBefore } : {}),
                ...(authenticate.expirationTime ? { exp: authenticate.expirationTime } : {}),
                ...(authenticate.requestId ? { requestId: authenticate.requestId } : {}),
                ...(authenticate.resources ? { resources: authenticate.resources } : {}),
                methods: namespaces.eip155?.methods ?? [],
              })
              .then((result) =>
                result.session ? { session: result.session, auths: result.auths } : undefined,
              )
          : provider
              .connect({ optionalNamespaces: toProposal(namespaces) })
              .then((session) => (session ? { session } : undefined))
        started.then(
          (approved) => (approved ? finish(undefined, approved) : finish(relayDown())),
          (error: unknown) => finish(toLatchError(error)),
        )
      })
      const signIn = settled.auths?.[0] ? readSignIn(provider, settled.auths[0]) : undefined
      return { sessions: sessionsOf(current, settled.session), ...(signIn ? { signIn } : {}) }
    },
    async restore({ projectId }) {
      const current = await load(projectId)
      const session = current.provider.session
      if (!session) return null
      // An expired session is never acted on (RELIABILITY #20).
      if (session.expiry * 1000 <= Date.now()) {
        await current.provider.disconnect().catch(() => {})
        return null
      }
      return sessionsOf(current, session)
    },
    async disconnect() {
      cancelPairing?.()
      const current = await loaded
      if (!current?.provider.session) return
      try {
        await current.provider.disconnect()
      } catch (error) {
        throw new ProviderDisconnectedError({ cause: error, details: 'could not tell the wallet' })
      }
    },
    cancel() {
      cancelPairing?.()
    },
  }
}

// Every namespace is optional: a wallet approves the ones it supports, and each becomes a connection.
function toProposal(
  namespaces: Partial<Record<ChainNamespace, WalletConnectNamespace>>,
): Record<
  string,
  { chains: string[]; methods: string[]; events: string[]; rpcMap?: Record<string, string> }
> {
  const proposal: Record<
    string,
    { chains: string[]; methods: string[]; events: string[]; rpcMap?: Record<string, string> }
  > = {}
  for (const [namespace, part] of Object.entries(namespaces)) {
    if (!part) continue
    const rpcMap = Object.fromEntries(
      Object.entries(part.rpcMap ?? {}).flatMap(([chain, url]) =>
        // The SDK keys rpcMap by the chain's reference (`1`, not `eip155:1`).
        url ? [[chain.split(':')[1] ?? chain, url]] : [],
      ),
    )
    proposal[namespace] = {
      chains: [...part.chains],
      methods: [...part.methods],
      events: [...part.events],
      ...(Object.keys(rpcMap).length > 0 ? { rpcMap } : {}),
    }
  }
  return proposal
}
