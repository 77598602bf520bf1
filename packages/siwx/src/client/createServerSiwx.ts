import type { CaipNetworkId, SignInMessage, SiwxOptions, SiwxSession } from '@latch/core'

/** Options of {@link createServerSiwx}. */
export interface ServerSiwxOptions {
  /** Where the Latch server answers (e.g. `https://latch.example.com`, or a same-origin path such as `/latch`). */
  baseUrl: string
  /** The host's project on that server; its allowed origins and sign-in chains apply. */
  projectId: string
  /** Sign-in is required: the visitor cannot stay connected signed out. */
  required?: boolean
  /** What the sign-in message says to the visitor. */
  statement?: string
  /** The SDK version sent with every call (`sv`); default this package's. */
  sdkVersion?: string
  fetch?: typeof fetch
}

/** What the server answers for a session (never its id: that is in the HTTP-only cookie). */
interface PublicSession {
  address: string
  chainId: string
  data: SignInMessage
  message: string
  signature: string
}

/** The server's refusal of a sign-in, with its code (e.g. `SIWX_NONCE_REPLAYED`) and message. */
export class ServerSignInError extends Error {
  static readonly code = 'SIWX_SERVER_REFUSED'
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'ServerSignInError'
    this.code = code
  }
}

// eip155 and sui addresses are hex, equal in any case; the others are compared as they are.
const sameAddress = (chainId: string, a: string, b: string) =>
  chainId.startsWith('eip155:') || chainId.startsWith('sui:') ? a.toLowerCase() === b.toLowerCase() : a === b

/**
 * The `siwx` option for `createLatch` that signs in through a Latch server (`apps/server`): the nonce comes from
 * the server, the signed message is verified there (`POST /siwx/verify`), which sets an HTTP-only session cookie,
 * and the session is read back and ended there. The page never holds the session id. Browser-only (cookies).
 */
export function createServerSiwx(options: ServerSiwxOptions): SiwxOptions {
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const base = options.baseUrl.replace(/\/+$/, '')
  const url = (path: string) => {
    const query = new URLSearchParams({
      projectId: options.projectId,
      st: 'latch',
      sv: options.sdkVersion ?? '0.1.0',
    })
    return `${base}${path}?${query}`
  }
  // Only a body gets a JSON content type: a plain GET stays a simple request (no CORS preflight).
  const call = (path: string, init: RequestInit = {}) =>
    send(url(path), {
      ...init,
      credentials: 'include',
      ...(init.body ? { headers: { 'Content-Type': 'application/json' } } : {}),
    })
  const refusal = async (response: Response) => {
    const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string }
    return new ServerSignInError(
      body.error ?? `HTTP_${response.status}`,
      body.message ?? body.error ?? 'Sign-in refused',
    )
  }

  return {
    ...(options.required !== undefined ? { required: options.required } : {}),
    async createMessage({ accountAddress, chainId }) {
      const response = await call('/siwx/nonce')
      if (!response.ok) throw await refusal(response)
      const { nonce } = (await response.json()) as { nonce: string }
      const page = globalThis.location
      return {
        accountAddress,
        chainId: chainId as CaipNetworkId,
        // Latch puts the page's own domain and URI in any case; the server checks them against the page's origin.
        domain: page?.host ?? '',
        uri: page?.origin ?? '',
        version: '1',
        nonce,
        issuedAt: new Date().toISOString(),
        ...(options.statement ? { statement: options.statement } : {}),
      }
    },
    async addSession(session: SiwxSession) {
      const response = await call('/siwx/verify', {
        method: 'POST',
        body: JSON.stringify({ message: session.message, signature: session.signature, data: session.data }),
      })
      if (!response.ok) throw await refusal(response)
    },
    async getSessions(chainId, address) {
      const response = await call('/siwx/session')
      if (!response.ok) return []
      const { session } = (await response.json()) as { session: PublicSession | null }
      const plain = address.split(':').at(-1) ?? address
      if (!session || session.chainId !== chainId || !sameAddress(chainId, session.address, plain)) return []
      return [{ data: session.data, message: session.message, signature: session.signature }]
    },
    // Sessions are made by the server's verification only; clearing them is signing out.
    async setSessions(sessions) {
      if (sessions.length === 0) await call('/siwx/signout', { method: 'POST' })
    },
    async revokeSession() {
      await call('/siwx/signout', { method: 'POST' })
    },
  }
}
