import { devKeypair } from '@latch/fixture-solana/devWallet'
import { getContractAddress } from 'viem'
import { DEMO_SPL_TOKEN, SOLANA_MINT_SEED } from '../server/demoAccounts.mjs'

export { SOLANA_DEV_SEED } from '../server/demoAccounts.mjs'

/** Chains the demo's start script runs (one anvil each), reached through the demo server's same-origin proxy. */
export const DEMO_CHAIN_IDS = [31337, 31338] as const

/** RPC URL of a demo chain (`31337`, `31338` or `solana`), through the demo server (connect-src 'self' only). */
export function demoRpcUrl(origin: string, chain: number | 'solana'): string {
  return `${origin}/rpc/${chain}`
}

/** Base URL of a local service the demo server started (server/demoServices.mjs), through its `/svc/` proxy. */
export function demoServiceUrl(origin: string, name: string): string {
  return `${origin}/svc/${name}`
}

/** A token the demo's Send panel offers. */
export interface DemoToken {
  /** Mint (SPL) or contract address; absent for the native currency. */
  address?: string
  symbol: string
  name: string
  decimals: number
}

export { DEMO_SPL_TOKEN }

/** The demo SPL token's mint on the local SVM. */
export const DEMO_SOLANA_MINT = devKeypair({ seed: SOLANA_MINT_SEED }).address

/** Tokens the Send panel offers per namespace: the native currency, and on Solana the demo SPL token. */
export const DEMO_SEND_TOKENS: Record<'eip155' | 'solana', readonly DemoToken[]> = {
  eip155: [{ symbol: 'ETH', name: 'Ether', decimals: 18 }],
  solana: [
    { symbol: 'SOL', name: 'Solana', decimals: 9 },
    { ...DEMO_SPL_TOKEN, address: DEMO_SOLANA_MINT },
  ],
}

/** The account that deploys the demo tokens at start (anvil dev account 0, the demo's EVM dev wallet). */
const DEPLOYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * The fixture tokens on chain 31337, deployed first thing by the demo server (deployContracts), so each is at the
 * deployer's CREATE address for nonces 0, 1 and 2: an 18-decimal ERC20, a 6-decimal ERC20 and a USDT-style token.
 */
export const DEMO_EVM_TOKENS = {
  token18: getContractAddress({ from: DEPLOYER, nonce: 0n }),
  token6: getContractAddress({ from: DEPLOYER, nonce: 1n }),
  usdt: getContractAddress({ from: DEPLOYER, nonce: 2n }),
} as const

/** The ENS Universal Resolver stand-in deployed after the tokens (nonce 5): dev account 1 is `latch-dev.eth`. */
export const DEMO_ENS_RESOLVER = getContractAddress({ from: DEPLOYER, nonce: 5n })

/** The demo's local fixed price feed in USD, by token address (lower case) or 'native'. */
export const DEMO_PRICES: Readonly<Record<string, number>> = {
  native: 3000,
  [DEMO_EVM_TOKENS.token18.toLowerCase()]: 2,
  [DEMO_EVM_TOKENS.token6.toLowerCase()]: 1,
  [DEMO_EVM_TOKENS.usdt.toLowerCase()]: 1,
}
