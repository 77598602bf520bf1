import type { AdapterContext, AdapterEvent, ChainAdapter, Logger } from '@latch/core'
import { createDevWallet, type DevWallet, type DevWalletOptions } from '@latch/fixture-sui/devWallet'
import { requestSuiFromFaucetV2 } from '@mysten/sui/faucet'
import type { Wallet } from '@mysten/wallet-standard'
import { inject } from 'vitest'
import { suiLocalnet, suiTestnet } from '../src/networks/suiNetworks'

/** The Sui JSON-RPC test node started by the global setup. */
export const rpcUrl = (): string => inject('suiRpcUrl')

/** The local network the tests run on (`sui:localnet`). */
export const localnet = () => suiLocalnet(rpcUrl())

/** A logger that keeps what it was told. */
export function recordingLogger(): Logger & {
  entries: { level: string; message: string; data?: unknown }[]
} {
  const entries: { level: string; message: string; data?: unknown }[] = []
  const log = (level: string) => (message: string, data?: unknown) => {
    entries.push({ level, message, data })
  }
  return { entries, debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }
}

/** What core hands the adapter: the local network first, testnet (also pointed at the test node) second. */
export function adapterContext(logger: Logger = recordingLogger()): AdapterContext {
  return {
    networks: [localnet(), suiTestnet],
    customRpcUrls: { [suiTestnet.id]: [rpcUrl()] },
    logger,
  }
}

/** Sets the adapter up and records every event it emits. */
export function setUpAdapter(adapter: ChainAdapter, context: AdapterContext = adapterContext()) {
  adapter.setup(context)
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  return { adapter, events, context }
}

let walletCount = 0

/** A dev wallet with a unique name (its connector id). */
export function devWallet(options: DevWalletOptions = {}): DevWallet {
  walletCount += 1
  return createDevWallet({ name: `Sui Dev Wallet ${walletCount}`, ...options })
}

/** Sends `requests` faucet drops (1.25 SUI each) to `address` through the test node's faucet. */
export async function fund(address: string, requests = 1): Promise<void> {
  for (let index = 0; index < requests; index += 1) {
    await requestSuiFromFaucetV2({ host: rpcUrl(), recipient: address })
  }
}

/** Another wallet object over the same dev wallet (same keys, live accounts), with some members replaced. */
export function deriveWallet(
  wallet: DevWallet,
  overrides: { name: string; features?: Wallet['features']; chains?: Wallet['chains'] },
): Wallet {
  return {
    version: wallet.version,
    icon: wallet.icon,
    name: overrides.name,
    chains: overrides.chains ?? wallet.chains,
    features: overrides.features ?? wallet.features,
    get accounts() {
      return wallet.accounts
    },
  }
}
