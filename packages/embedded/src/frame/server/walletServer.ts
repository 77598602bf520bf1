import { FRAME_ERROR_CODES, FrameRequestError } from '../../protocol/errors'
import type { EmbeddedAccounts } from '../../protocol/messages'

/** A user as apps/server answers: the wallet's addresses, or null before the wallet exists. */
export interface ServerUser {
  user: { id: string; email: string }
  wallet: { accounts: EmbeddedAccounts } | null
  /** The visitor deleted this e-mail's wallet: a new one only after they confirm. */
  walletDeleted?: true
}

/** A signed-in frame session. */
interface ServerSession extends ServerUser {
  token: string
  expiresAt: number
}

/** The embedded-wallet routes of apps/server (same origin as the frame; the token never leaves the frame). */
export interface WalletServer {
  startEmail(input: {
    email: string
    purpose: 'login' | 'update' | 'capture'
  }): Promise<{ resendAfterSeconds: number }>
  verifyEmail(input: { email: string; code: string }): Promise<ServerSession>
  /** A social login's outcome: the session once the callback came (taken once), or undefined while pending. */
  socialResult(attempt: string): Promise<(ServerSession & { socialProvider: string }) | undefined>
  /** Opens a Sign In With Farcaster login: the link the visitor opens in their Farcaster app. */
  farcasterStart(attempt: string): Promise<{ url: string }>
  /** A Farcaster login's outcome, once signed and verified (taken once), or undefined while pending. */
  farcasterResult(
    attempt: string,
  ): Promise<(ServerSession & { socialProvider: string; farcaster?: { username: string } }) | undefined>
  getUser(token: string): Promise<ServerUser>
  createWallet(
    token: string,
    input: { authShare: string; accounts: EmbeddedAccounts; replacesDeleted?: true },
  ): Promise<void>
  /** Forgets the server's share and passkeys and ends every session of the user. */
  deleteWallet(token: string): Promise<void>
  getAuthShare(token: string): Promise<string>
  updateEmail(token: string, input: { newEmail: string; code: string }): Promise<ServerUser>
  capture(input: { email: string; code: string; address: string }): Promise<void>
  signOut(token: string): Promise<void>
  /** WebAuthn creation options for the signed-in user (a fresh challenge). */
  passkeyRegisterOptions(token: string): Promise<Record<string, unknown>>
  /** Registers the passkey, with the device share sealed under its PRF key (the server cannot open it). */
  registerPasskey(
    token: string,
    input: { response: Record<string, unknown>; wrappedShare?: string },
  ): Promise<{ passkey: { id: string; prf: boolean } }>
  /** WebAuthn request options for a discoverable passkey (a fresh challenge). */
  passkeyLoginOptions(): Promise<Record<string, unknown>>
  /** A session for the passkey's user, and the share it sealed (base64, or null: registered without PRF). */
  passkeyLogin(input: {
    response: Record<string, unknown>
  }): Promise<ServerSession & { wrappedShare: string | null }>
}

/** Maps a route's error answer to the error the host sees (the server's message is the spec's text). */
function errorFor(path: string, status: number, body: Record<string, unknown>): FrameRequestError {
  const message = typeof body.error === 'string' ? body.error : `Wallet server error (${status})`
  if (status === 429) return new FrameRequestError({ code: FRAME_ERROR_CODES.cooldown, message })
  if (path.startsWith('passkey/') && (status === 400 || status === 401))
    return new FrameRequestError({ code: FRAME_ERROR_CODES.passkeyFailed, message })
  if (status === 401 && 'attemptsLeft' in body)
    return new FrameRequestError({ code: FRAME_ERROR_CODES.invalidCode, message })
  if (status === 401 || status === 403)
    return new FrameRequestError({ code: FRAME_ERROR_CODES.unauthorized, message })
  if (status === 400 || status === 410 || status === 423)
    return new FrameRequestError({ code: FRAME_ERROR_CODES.invalidCode, message })
  return new FrameRequestError({ code: FRAME_ERROR_CODES.server, message })
}

/** The client for `projectId`, calling the frame's own origin. */
export function createWalletServer(projectId: string, baseUrl = ''): WalletServer {
  const call = async <T>(method: string, path: string, body?: object, token?: string): Promise<T> => {
    // The routes read the project from the query (a body's projectId must repeat it).
    const response = await fetch(`${baseUrl}/embedded/${path}?projectId=${encodeURIComponent(projectId)}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    const text = await response.text()
    const parsed: Record<string, unknown> = text ? JSON.parse(text) : {}
    if (!response.ok) throw errorFor(path, response.status, parsed)
    return parsed as T
  }
  return {
    startEmail: (input) => call('POST', 'email/start', input),
    verifyEmail: (input) => call('POST', 'email/verify', input),
    getUser: (token) => call('GET', 'user', undefined, token),
    socialResult: async (attempt) => {
      const result = await call<Partial<ServerSession> & { pending?: true; socialProvider: string }>(
        'POST',
        'social/result',
        { attempt },
      )
      return result.pending ? undefined : (result as ServerSession & { socialProvider: string })
    },
    farcasterStart: (attempt) => call('POST', 'farcaster/start', { attempt }),
    farcasterResult: async (attempt) => {
      const result = await call<Partial<ServerSession> & { pending?: true; socialProvider: string }>(
        'POST',
        'farcaster/result',
        { attempt },
      )
      return result.pending ? undefined : (result as ServerSession & { socialProvider: string })
    },
    createWallet: async (token, input) => {
      await call('PUT', 'wallet', input, token)
    },
    deleteWallet: async (token) => {
      await call('DELETE', 'wallet', undefined, token)
    },
    getAuthShare: async (token) =>
      (await call<{ authShare: string }>('POST', 'wallet/auth-share', {}, token)).authShare,
    updateEmail: (token, input) => call('POST', 'email/update', input, token),
    capture: async (input) => {
      await call('POST', 'capture', input)
    },
    signOut: async (token) => {
      await call('POST', 'signout', {}, token)
    },
    passkeyRegisterOptions: async (token) =>
      (await call<{ options: Record<string, unknown> }>('POST', 'passkey/register/options', {}, token))
        .options,
    registerPasskey: (token, input) => call('POST', 'passkey/register', input, token),
    passkeyLoginOptions: async () =>
      (await call<{ options: Record<string, unknown> }>('POST', 'passkey/login/options', {})).options,
    passkeyLogin: (input) => call('POST', 'passkey/login', input),
  }
}
