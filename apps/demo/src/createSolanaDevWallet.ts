import { createDevWallet, type DevWallet, registerDevWallet } from '@latch/fixture-solana/devWallet'
import { Keypair } from '@solana/web3.js'
import { demoRpcUrl, SOLANA_DEV_SEED } from './runtimeConfig'

/** SOL the page asks the local SVM faucet for on load. */
const FAUCET_LAMPORTS = 5_000_000_000

/**
 * Registers the real-key Solana dev wallet on the page (Wallet Standard, as an extension would) and funds it
 * from the local SVM's faucet through the demo server.
 */
export function createSolanaDevWallet(origin: string): DevWallet {
  const keypair = Keypair.fromSeed(SOLANA_DEV_SEED)
  const rpcUrl = demoRpcUrl(origin, 'solana')
  const wallet = createDevWallet({ rpcUrl, name: 'Latch Dev Wallet (Solana)', secretKey: keypair.secretKey })
  registerDevWallet(wallet)
  void fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'requestAirdrop',
      params: [keypair.publicKey.toBase58(), FAUCET_LAMPORTS],
    }),
  }).catch(() => {})
  return wallet
}
