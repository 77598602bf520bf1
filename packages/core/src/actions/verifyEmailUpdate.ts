import type { EmbeddedWalletUser } from '../adapter/embedded'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { loadEmbeddedWallet, withEmbeddedUser } from './internal/embeddedWallet'

/** Parameters of {@link verifyEmailUpdate}. */
export interface VerifyEmailUpdateParameters {
  /** The 6-digit code mailed to the new address. */
  code: string
}

/** What {@link verifyEmailUpdate} resolves with: the user under the new address. */
export type VerifyEmailUpdateReturnType = EmbeddedWalletUser

/** Changing the e-mail, step two: the code of the new address; the accounts' `user.email` follows. */
export async function verifyEmailUpdate(
  latch: Latch,
  parameters: VerifyEmailUpdateParameters,
): Promise<VerifyEmailUpdateReturnType> {
  const user = await (await loadEmbeddedWallet(latch)).verifyEmailUpdate(parameters.code.trim())
  clientCore(latch).store.setState((state) => withEmbeddedUser(state, user.email))
  return user
}
