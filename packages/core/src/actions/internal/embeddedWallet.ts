import { EMBEDDED_CONNECTOR_IDS, type EmbeddedWallet } from '../../adapter/embedded'
import type { ChainNamespace } from '../../caip/namespaces'
import { ConnectorNotFoundError } from '../../errors/catalogue'
import type { Latch } from '../../latch/types'
import { remoteFeaturesInForce } from '../../options/remoteFeaturesInForce'
import type { LatchState } from '../../state/types'
import { patchAccount } from '../../state/updaters'

const wallets = new WeakMap<Latch, Promise<EmbeddedWallet>>()

/**
 * The client's embedded wallet, loaded once (its frame inserted, its provider announced); a failed load is tried
 * again at the next call. Throws `ConnectorNotFoundError` when the host did not configure it or e-mail is off.
 */
export function loadEmbeddedWallet(
  latch: Latch,
  purpose: 'login' | 'capture' | 'social' | 'restore' = 'login',
): Promise<EmbeddedWallet> {
  const integration = latch.options.embedded
  const { email, emailCapture, socials } = remoteFeaturesInForce(latch.getState(), latch.options)
  const enabled =
    purpose === 'capture'
      ? isEmailCaptureOn(emailCapture)
      : purpose === 'social'
        ? socials !== false
        : purpose === 'restore'
          ? email || socials !== false
          : email
  if (!integration || !enabled)
    return Promise.reject(new ConnectorNotFoundError({ details: `e-mail ${purpose} is off` }))
  const existing = wallets.get(latch)
  if (existing) return existing
  const loading = integration.load({
    projectId: latch.options.projectId ?? '',
    networks: latch.options.networks,
    ...(latch.options.customRpcUrls ? { customRpcUrls: latch.options.customRpcUrls } : {}),
  })
  wallets.set(latch, loading)
  loading.catch(() => wallets.delete(latch))
  return loading
}

/** `remoteFeatures.emailCapture` asks for an e-mail: `true`, or a non-empty list. */
export function isEmailCaptureOn(emailCapture: boolean | string[]): boolean {
  return Array.isArray(emailCapture) ? emailCapture.length > 0 : emailCapture
}

/** The namespaces the embedded wallet has an account in that the host has an adapter for. */
export function embeddedNamespaces(latch: Latch): (keyof typeof EMBEDDED_CONNECTOR_IDS)[] {
  return (Object.keys(EMBEDDED_CONNECTOR_IDS) as (keyof typeof EMBEDDED_CONNECTOR_IDS)[]).filter(
    (namespace) => latch.adapters.some((adapter) => adapter.namespace === namespace),
  )
}

export function isEmbeddedConnector(namespace: ChainNamespace, connectorId: string | undefined): boolean {
  return (EMBEDDED_CONNECTOR_IDS as Record<string, string>)[namespace] === connectorId
}

const POLL_MS = 50

/** Resolves once the adapter lists the embedded wallet's connector (its announcement reached the adapter). */
export function waitForEmbeddedConnector(
  latch: Latch,
  namespace: keyof typeof EMBEDDED_CONNECTOR_IDS,
  timeoutMs = 10_000,
): Promise<void> {
  const id = EMBEDDED_CONNECTOR_IDS[namespace]
  const adapter = latch.adapters.find((candidate) => candidate.namespace === namespace)
  const listed = () => adapter?.connectors().some((connector) => connector.id === id) === true
  if (listed()) return Promise.resolve()
  const deadline = Date.now() + timeoutMs
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (listed()) {
        clearInterval(timer)
        resolve()
      } else if (Date.now() > deadline) {
        clearInterval(timer)
        reject(new ConnectorNotFoundError({ details: `${namespace} e-mail wallet not announced` }))
      }
    }, POLL_MS)
  })
}

/**
 * Puts the signed-in e-mail on the accounts connected through the embedded wallet (spec §3 `user.email`), and the
 * social provider it logged in with (`socialProvider`; undefined for the e-mail path).
 */
export function withEmbeddedUser(
  state: LatchState,
  email: string | undefined,
  socialProvider?: string,
  username?: string,
): LatchState {
  return (Object.keys(EMBEDDED_CONNECTOR_IDS) as (keyof typeof EMBEDDED_CONNECTOR_IDS)[]).reduce(
    (next, namespace) =>
      next.accounts[namespace]?.connectedWalletInfo?.id === EMBEDDED_CONNECTOR_IDS[namespace]
        ? patchAccount(next, namespace, {
            // A Farcaster account has no e-mail: its user is its Farcaster name.
            user:
              email === undefined
                ? undefined
                : socialProvider === 'farcaster'
                  ? username === undefined
                    ? {}
                    : { username }
                  : { email },
            socialProvider: email === undefined ? undefined : socialProvider,
          })
        : next,
    state,
  )
}
