import { FRAME_ERROR_CODES, FrameRequestError } from '../../protocol/errors'
import { askCodeFirst, passkeyFailed } from '../frameErrors'
import type { FrameHandlers, FrameSession } from '../frameSession'
import type { WalletServer } from '../server/walletServer'
import { type SocialWait, waitForSocialLogin } from '../socialLoginWait'
import { openShareWithPasskey } from '../wallet/passkeyShare'
import { shareFromBase64 } from '../wallet/shares'

type LoginHandlers = Pick<
  FrameHandlers,
  | 'Init'
  | 'ConnectEmail'
  | 'ConnectOtp'
  | 'ConnectSocial'
  | 'StartFarcaster'
  | 'ConnectFarcaster'
  | 'CancelSocialLogin'
  | 'ConnectPasskey'
  | 'GetUser'
  | 'SignOut'
>

/** Logging in (e-mail code, social provider, Farcaster, passkey), the session kept across reloads, signing out. */
export function loginHandlers(session: FrameSession): LoginHandlers {
  const { server, devices, tokens, passkeys, emit } = session.deps
  let loginEmail: string | undefined
  /** The social logins this frame waits for, by attempt. */
  const socialWaits = new Map<string, SocialWait>()

  /**
   * Waits for a popup login's outcome (`look`), then `signIn` with it; registered the whole time, so that
   * `CancelSocialLogin` can stop the wait, and knows the login is under way once taken (the recovery kit may show).
   */
  async function socialLogin<S, R>(
    look: (attempt: string) => Promise<S | undefined>,
    attempt: string,
    signIn: (login: S) => Promise<R>,
  ): Promise<R> {
    const wait: SocialWait = { claimed: false, stop: async () => false }
    socialWaits.set(attempt, wait)
    try {
      return await signIn(await waitForSocialLogin(look, attempt, wait))
    } finally {
      socialWaits.delete(attempt)
    }
  }

  return {
    async Init({ networks }) {
      session.networks = networks
      const saved = tokens.get()
      if (!saved) return { user: null, storage: session.storage }
      try {
        session.current = await server.getUser(saved)
        return { user: session.publicUser(), storage: session.storage }
      } catch {
        tokens.clear()
        session.current = undefined
        return { user: null, storage: session.storage }
      }
    },
    async ConnectEmail({ email }) {
      const result = await server.startEmail({ email, purpose: 'login' })
      loginEmail = email
      return result
    },
    async ConnectOtp({ code }) {
      if (!loginEmail) throw askCodeFirst()
      return { user: await session.signIn(await server.verifyEmail({ email: loginEmail, code })) }
    },
    async ConnectSocial({ attempt }) {
      return socialLogin(server.socialResult, attempt, async (login) => ({
        user: await session.signIn(login),
        socialProvider: login.socialProvider,
      }))
    },
    async StartFarcaster({ attempt }) {
      try {
        return await server.farcasterStart(attempt)
      } catch (error) {
        const message = error instanceof Error ? error.message : 'The Farcaster login failed'
        throw new FrameRequestError({ code: FRAME_ERROR_CODES.socialLoginFailed, message })
      }
    },
    async ConnectFarcaster({ attempt }) {
      return socialLogin(server.farcasterResult, attempt, async (login) => {
        const username = login.farcaster?.username
        return {
          user: await session.signIn(login),
          socialProvider: login.socialProvider,
          ...(username ? { username } : {}),
        }
      })
    },
    async CancelSocialLogin({ attempt }) {
      const wait = socialWaits.get(attempt)
      return { underWay: wait ? await wait.stop() : false }
    },
    async ConnectPasskey() {
      let login: Awaited<ReturnType<WalletServer['passkeyLogin']>>
      let prf: Uint8Array | undefined
      try {
        const asserted = await passkeys.get(await server.passkeyLoginOptions())
        prf = asserted.prf
        login = await server.passkeyLogin({ response: asserted.response })
      } catch (error) {
        throw passkeyFailed(error)
      }
      if (login.wrappedShare && prf) {
        // The share sealed under this passkey becomes this device's share; unlock checks it against the addresses.
        const share = await openShareWithPasskey(shareFromBase64(login.wrappedShare), prf, login.user.id)
        if (share) await devices.save(login.user.id, share)
      }
      return { user: await session.signIn(login) }
    },
    async GetUser() {
      return { user: session.publicUser() }
    },
    async SignOut({ forgetDevice }) {
      const saved = tokens.get()
      const userId = session.current?.user.id
      session.forget()
      if (saved) await server.signOut(saved).catch(() => undefined)
      if (forgetDevice && userId) await devices.forget(userId)
      emit('AccountsChanged', { user: null })
      return null
    },
  }
}
