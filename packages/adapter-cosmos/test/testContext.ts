import type { AdapterContext, AdapterEvent, ChainAdapter, Logger } from '@latch/core'
import {
  type CosmosDevWallet,
  type CosmosDevWalletOptions,
  createCosmosDevWallet,
  DEV_COSMOS_MNEMONIC,
} from '@latch/fixture-cosmos/devWallet'
import { inject } from 'vitest'
import { cosmosAdapter } from '../src/adapter/cosmosAdapter'
import type { CosmosAdapterOptions } from '../src/adapter/types'
import { cosmosHub, cosmosLocalnet, osmosis } from '../src/networks/cosmosNetworks'

/** The local CometBFT RPC endpoint started by the global setup. */
export const rpcUrl = (): string => inject('cosmosRpcUrl')

/** The local chain (`cosmos:latch-local-1`, STAKE), unknown to wallets until suggested. */
export const localnet = () => cosmosLocalnet(rpcUrl())

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

/** What core hands the adapter: the local chain first, then the Hub and Osmosis, both read from the local node. */
export function adapterContext(logger: Logger = recordingLogger()): AdapterContext {
  return {
    networks: [localnet(), cosmosHub, osmosis],
    customRpcUrls: { [cosmosHub.id]: [rpcUrl()], [osmosis.id]: [rpcUrl()] },
    logger,
  }
}

/** A page stand-in: the EventTarget wallets inject into and fire their events on. */
export type TestWindow = EventTarget & Record<string, unknown>
export const testWindow = (): TestWindow => new EventTarget() as TestWindow

/** A dev wallet over the test mnemonic, installed (global + announcement) on `window`. */
export function installDevWallet(
  window: TestWindow,
  options: Partial<CosmosDevWalletOptions> = {},
): CosmosDevWallet {
  const wallet = createCosmosDevWallet({ mnemonic: DEV_COSMOS_MNEMONIC, ...options })
  wallet.install(window)
  return wallet
}

/**
 * An adapter discovering wallets on `window`, set up and started, recording every event it emits. `start()` imports
 * the wallet side (issue 21); this resolves once it is in and discovery has run.
 */
export async function startAdapter(
  window: TestWindow,
  options: CosmosAdapterOptions = {},
  context: AdapterContext = adapterContext(),
) {
  const adapter: ChainAdapter = cosmosAdapter({ window, ...options })
  adapter.setup(context)
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  adapter.start?.()
  await adapter.load?.()
  return { adapter, events, context }
}

/** The first account's CAIP-10 address of a connection. */
export function mainAddress(connection: { accounts: readonly { address: string }[] }) {
  const address = connection.accounts[0]?.address
  if (!address) throw new Error('no account')
  return address as `${string}:${string}:${string}`
}
