import { SolanaSignAndSendTransaction, SolanaSignTransaction } from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import { StandardConnect } from '@wallet-standard/features'

/**
 * True for a Wallet Standard wallet Latch can use on Solana: a `solana:*` chain, `standard:connect`, and a way
 * to get a transaction on chain (`solana:signAndSendTransaction` or `solana:signTransaction`).
 */
export function isSolanaStandardWallet(wallet: Wallet): boolean {
  const features = wallet.features as Record<string, unknown> | null
  return (
    typeof features === 'object' &&
    features !== null &&
    Array.isArray(wallet.chains) &&
    wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:')) &&
    StandardConnect in features &&
    (SolanaSignAndSendTransaction in features || SolanaSignTransaction in features)
  )
}
