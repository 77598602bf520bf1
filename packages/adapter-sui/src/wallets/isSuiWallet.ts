import { isWalletWithRequiredFeatureSet, SuiSignPersonalMessage, type Wallet } from '@mysten/wallet-standard'

/**
 * True for a Wallet Standard wallet Latch can use on Sui: a `sui:*` chain, `standard:connect`,
 * `standard:events` and `sui:signPersonalMessage`. A wallet with malformed members is not offered.
 */
export function isSuiWallet(wallet: Wallet): boolean {
  const features = wallet.features as unknown
  return (
    typeof features === 'object' &&
    features !== null &&
    Array.isArray(wallet.chains) &&
    wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('sui:')) &&
    isWalletWithRequiredFeatureSet(wallet, [SuiSignPersonalMessage])
  )
}
