import type { EmbeddedWalletUser } from '../adapter/embedded'
import { ConnectorNotFoundError } from '../errors/catalogue'
import type { Latch } from '../latch/types'
import { connectEmbeddedAccounts } from './internal/connectEmbeddedAccounts'
import { loadEmbeddedWallet, withEmbeddedUser } from './internal/embeddedWallet'
import { withFlowContext } from './internal/flowContext'

/** What {@link connectPasskey} resolves with: the signed-in user and the wallet's addresses. */
export type ConnectPasskeyReturnType = EmbeddedWalletUser

/**
 * Passkey login (the host set `passkeyLogin` on its embedded wallet): the wallet frame asks the browser for a
 * passkey of the wallet server and signs in with it, no e-mail typed; a passkey with PRF opens the wallet on a new
 * device without the recovery kit. The wallet's accounts are then connected as after an e-mail code. Rejects with
 * `PasskeyError` ('No passkey was used', 'This passkey is not registered for this wallet', ...).
 */
export async function connectPasskey(latch: Latch): Promise<ConnectPasskeyReturnType> {
  const integration = latch.options.embedded
  if (!integration?.passkeyLogin) throw new ConnectorNotFoundError({ details: 'passkey login is off' })
  const wallet = await loadEmbeddedWallet(latch, 'restore')
  if (!wallet.connectPasskey) throw new ConnectorNotFoundError({ details: 'passkey login is not supported' })
  const user = await wallet.connectPasskey()
  return withFlowContext(latch, async (context) => {
    const first = await connectEmbeddedAccounts(latch)
    context.store.setState((state) => ({
      ...withEmbeddedUser(state, user.email),
      ...(first && state.accounts[first]?.status === 'connected' ? { activeNamespace: first } : {}),
    }))
    return user
  })
}
