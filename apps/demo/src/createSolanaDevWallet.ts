import {
  createDevWallet,
  type DevWallet,
  devKeypair,
  registerDevWallet,
} from '@latch/fixture-solana/devWallet'
import { demoRpcUrl, SOLANA_DEV_SEED } from './runtimeConfig'

/**
 * Registers the real-key Solana dev wallet on the page (Wallet Standard, as an extension would). The start script
 * funded its key with SOL and demo tokens on the local SVM.
 */
export function createSolanaDevWallet(
  origin: string,
  /** The origin's storage: the wallet then trusts the site across reloads, as an extension does. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): DevWallet {
  const keypair = devKeypair({ seed: SOLANA_DEV_SEED })
  const wallet = createDevWallet({
    rpcUrl: demoRpcUrl(origin, 'solana'),
    name: 'Latch Dev Wallet (Solana)',
    secretKey: keypair.secretKey,
    ...(storage ? { storage } : {}),
  })
  registerDevWallet(wallet)
  return wallet
}
