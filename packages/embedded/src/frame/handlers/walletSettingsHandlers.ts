import { askCodeFirst, freshLoginRequired, notSignedIn, passkeyProblem, userRejected } from '../frameErrors'
import { accountsOf, type FrameHandlers, type FrameSession, sameAccounts } from '../frameSession'
import { deriveWalletKeys, walletSecrets } from '../wallet/deriveKeys'
import { sealShareWithPasskey } from '../wallet/passkeyShare'
import { combineShares, shareFromBase64, shareToBase64 } from '../wallet/shares'

type WalletSettingsHandlers = Pick<
  FrameHandlers,
  | 'AddPasskey'
  | 'ExportWallet'
  | 'DeleteWallet'
  | 'UpdateEmail'
  | 'UpdateEmailOtp'
  | 'CaptureEmail'
  | 'CaptureEmailOtp'
>

/** The signed-in visitor's wallet settings (a passkey, export, delete, a new e-mail) and the e-mail capture. */
export function walletSettingsHandlers(session: FrameSession): WalletSettingsHandlers {
  const { server, devices, views, passkeys, emit } = session.deps
  let updateEmail: string | undefined
  let captureEmail: string | undefined

  return {
    async AddPasskey() {
      if (!session.current?.wallet) throw notSignedIn()
      const { user } = session.current
      await session.unlock().catch(freshLoginRequired)
      // The share this device holds (its own, or the kit's it recovered with): with the auth share it opens the wallet.
      const share = await devices.load(user.id)
      let prf = false
      const added = await session.withVisibleFrame('passkey', () =>
        views.offerPasskey({
          email: user.email,
          add: async () => {
            try {
              const options = await server.passkeyRegisterOptions(session.token())
              const created = await passkeys.create(options)
              const wrappedShare =
                created.prf && share
                  ? shareToBase64(await sealShareWithPasskey(share, created.prf, user.id))
                  : undefined
              await server.registerPasskey(session.token(), {
                response: created.response,
                ...(wrappedShare ? { wrappedShare } : {}),
              })
              prf = wrappedShare !== undefined
              return undefined
            } catch (error) {
              return passkeyProblem(error)
            }
          },
        }),
      )
      if (!added) throw userRejected()
      return { prf }
    },
    async ExportWallet() {
      if (!session.current?.wallet) throw notSignedIn()
      const { user, wallet } = session.current
      // A fresh release (the server checks the session's code is recent), not the keys already in memory.
      const authShare = shareFromBase64(await server.getAuthShare(session.token()).catch(freshLoginRequired))
      const device = await devices.load(user.id)
      if (!device) throw notSignedIn()
      const entropy = await combineShares(device, authShare)
      try {
        if (!sameAccounts(accountsOf(deriveWalletKeys(entropy)), wallet.accounts)) throw notSignedIn()
        const secrets = walletSecrets(entropy)
        await session.withVisibleFrame('export', () => views.showExport({ email: user.email, secrets }))
      } finally {
        entropy.fill(0)
      }
      return null
    },
    async DeleteWallet() {
      if (!session.current?.wallet) throw notSignedIn()
      const { user } = session.current
      if (!(await session.withVisibleFrame('delete', () => views.confirmDelete({ email: user.email }))))
        throw userRejected()
      await server.deleteWallet(session.token())
      session.forget()
      await devices.forget(user.id)
      emit('AccountsChanged', { user: null })
      return null
    },
    async UpdateEmail({ email }) {
      session.token()
      const result = await server.startEmail({ email, purpose: 'update' })
      updateEmail = email
      return result
    },
    async UpdateEmailOtp({ code }) {
      if (!updateEmail) throw askCodeFirst()
      session.current = await server.updateEmail(session.token(), { newEmail: updateEmail, code })
      const user = session.publicUser()
      if (!user) throw notSignedIn()
      emit('AccountsChanged', { user })
      return { user }
    },
    async CaptureEmail({ email }) {
      const result = await server.startEmail({ email, purpose: 'capture' })
      captureEmail = email
      return result
    },
    async CaptureEmailOtp({ email, code, address }) {
      if (email !== captureEmail) throw askCodeFirst()
      await server.capture({ email, code, address })
      return null
    },
  }
}
