import { assertSignInMessageFields, type SignInMessage } from '@latch/core'
import { checkBinding } from './checks/checkBinding'
import { checkTimes } from './checks/checkTimes'
import { createNonce } from './createNonce'
import {
  ChainNotAllowedError,
  MessageFieldsAlteredError,
  NonceReplayedError,
  NonceUnknownError,
  SignatureMismatchError,
  UnsupportedNamespaceError,
} from './errors'
import { parseSignInMessage } from './message/parseSignInMessage'
import { firstAlteredField } from './message/sameFields'
import { createMemorySiwxStore } from './store/createMemorySiwxStore'
import type { SiwxServerSession, SiwxStore } from './store/types'

/**
 * Checks one signature of a namespace: true when `address` (CAIP-10) signed `message`. Pass each adapter's
 * `./verify` function, e.g. `solana: verifySolanaSignature`, or for eip155
 * `(input) => verifyEvmSignature({ ...input, client })` with a viem public client on your RPC.
 */
export type SignatureVerifier = (input: {
  message: string
  signature: string
  address: string
  chainId: string
}) => Promise<boolean> | boolean

/** Options of {@link createSiwxVerifier}. */
export interface SiwxVerifierOptions {
  /** This site's domain as the browser reports `location.host` (e.g. `app.example.com`, `localhost:5173`). */
  domain: string
  /** This site's origin (e.g. `https://app.example.com`): a message's URI must be on it. */
  uri: string
  /** CAIP-2 ids a sign-in may be for. */
  chains: readonly string[]
  /** The signature check of each namespace, by namespace (`eip155`, `solana`, ...). */
  verifiers: Readonly<Partial<Record<string, SignatureVerifier>>>
  /** Where nonces and sessions live; default in memory. */
  store?: SiwxStore
  /**
   * Whose sessions this verifier makes and sees, when one store serves several sites (the Latch server passes the
   * project id): its sessions carry it, and `getSession(s)` and `revokeSessions` see only sessions of the same scope.
   */
  scope?: string
  /** Allowance for clocks that disagree, default 60 s. */
  clockSkewMs?: number
  /** How long an issued nonce can be used, default 10 min. */
  nonceTtlMs?: number
  /** How long a session lasts when its message has no expirationTime, default 1 day. */
  sessionTtlMs?: number
  now?: () => number
}

/** What a client's `addSession` sends: the signed text, the signature, and optionally the fields it claims. */
export interface SiwxVerifyInput {
  message: string
  signature: string
  /** The fields the client says it signed; when given, they must equal the signed text's. */
  data?: SignInMessage
}

/** The verifier a host runs on its server. */
export interface SiwxVerifier {
  /** A fresh single-use nonce to put in the next message. */
  issueNonce(): Promise<string>
  /** Checks a signed message and stores and returns its session; every failure is its own typed error. */
  verify(input: SiwxVerifyInput): Promise<SiwxServerSession>
  /** The unexpired sessions of an account on a chain (of this verifier's scope). */
  getSessions(chainId: string, address: string): Promise<SiwxServerSession[]>
  /** An unexpired session of this verifier's scope by id (for a session cookie). */
  getSession(id: string): Promise<SiwxServerSession | undefined>
  /** Signs out: one session by id, or every session of an account on a chain (of this verifier's scope only). */
  revokeSessions(filter: { id: string } | { chainId: string; address: string }): Promise<void>
}

const DEFAULT_SKEW_MS = 60_000
const DEFAULT_NONCE_TTL_MS = 10 * 60_000
const DEFAULT_SESSION_TTL_MS = 24 * 60 * 60_000

/** eip155 and sui addresses are hex, equal in any case; the other namespaces' are case-sensitive. */
export function normalizeAddress(chainId: string, address: string): string {
  const plain = address.split(':').at(-1) ?? ''
  return chainId.startsWith('eip155:') || chainId.startsWith('sui:') ? plain.toLowerCase() : plain
}

/**
 * Creates a server-side Sign-In with X verifier. `verify` runs, in order: the claimed fields against the grammar
 * (core's `InvalidSignInMessageError`), the signed text read back (`MalformedSignInMessageError`), claimed against
 * signed (`MessageFieldsAlteredError`), domain (`DomainMismatchError`), URI (`UriMismatchError`), chain
 * (`ChainNotAllowedError`), times (`MessageExpiredError`, `MessageNotYetValidError`), signature through the
 * namespace's verifier (`UnsupportedNamespaceError`, `SignatureMismatchError`), and last the nonce, used once
 * (`NonceUnknownError`, `NonceReplayedError`): a failed check never spends a nonce.
 */
export function createSiwxVerifier(options: SiwxVerifierOptions): SiwxVerifier {
  const store = options.store ?? createMemorySiwxStore()
  const now = options.now ?? Date.now
  const skew = options.clockSkewMs ?? DEFAULT_SKEW_MS
  const nonceTtl = options.nonceTtlMs ?? DEFAULT_NONCE_TTL_MS
  const sessionTtl = options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS
  const ours = (session: SiwxServerSession | undefined): session is SiwxServerSession =>
    session !== undefined && session.scope === options.scope
  const live = (session: SiwxServerSession | undefined) =>
    ours(session) && session.expiresAt > now() ? session : undefined

  return {
    async issueNonce() {
      const nonce = createNonce()
      await store.saveNonce(nonce, now() + nonceTtl)
      return nonce
    },

    async verify({ message, signature, data }) {
      if (data) assertSignInMessageFields(data)
      const fields = parseSignInMessage(message)
      if (data) {
        const altered = firstAlteredField(fields, data)
        if (altered) throw new MessageFieldsAlteredError({ details: altered })
      }
      checkBinding(fields, options)
      if (!options.chains.includes(fields.chainId))
        throw new ChainNotAllowedError({ details: fields.chainId })
      const at = now()
      checkTimes(fields, at, skew)

      const namespace = fields.chainId.split(':')[0] ?? ''
      const verifySignature = options.verifiers[namespace]
      if (!verifySignature) throw new UnsupportedNamespaceError({ details: namespace })
      const address = `${fields.chainId}:${fields.accountAddress}`
      let valid = false
      try {
        valid = await verifySignature({ message, signature, address, chainId: fields.chainId })
      } catch (error) {
        throw new SignatureMismatchError({ cause: error })
      }
      if (!valid) throw new SignatureMismatchError({ details: address })

      const use = await store.useNonce(fields.nonce, at)
      if (use === 'already-used') throw new NonceReplayedError()
      if (use === 'unknown') throw new NonceUnknownError()

      const expiresAt = fields.expirationTime ? Date.parse(fields.expirationTime) : at + sessionTtl
      const session: SiwxServerSession = {
        id: createNonce(32),
        address: normalizeAddress(fields.chainId, fields.accountAddress),
        chainId: fields.chainId,
        fields,
        message,
        signature,
        createdAt: at,
        expiresAt,
        ...(options.scope !== undefined ? { scope: options.scope } : {}),
      }
      await store.saveSession(session)
      return session
    },

    async getSessions(chainId, address) {
      const sessions = await store.findSessions(chainId, normalizeAddress(chainId, address))
      return sessions.filter((session) => live(session))
    },

    async getSession(id) {
      return live(await store.findSession(id))
    },

    // Another scope's sessions are left alone: found first, then deleted one by one.
    async revokeSessions(filter) {
      const found =
        'id' in filter
          ? [await store.findSession(filter.id)]
          : await store.findSessions(filter.chainId, normalizeAddress(filter.chainId, filter.address))
      for (const session of found) if (ours(session)) await store.deleteSessions({ id: session.id })
    },
  }
}
