import type { AdapterContext, AdapterEvent, ChainAdapter, Logger } from '@latch/core'
import {
  createStacksDevWallet,
  type StacksDevWallet,
  type StacksDevWalletOptions,
} from '@latch/fixture-stacks/devWallet'
import { inject } from 'vitest'
import { stacksAdapter } from '../src/adapter/stacksAdapter'
import type { StacksAdapterOptions } from '../src/adapter/types'
import { stacksMainnet, stacksTestnet } from '../src/networks/stacksNetworks'
import type { StacksWallet } from '../src/wallets/types'

/** The local Stacks API started by the global setup. */
const apiUrl = (): string => inject('stacksApiUrl')

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

/** What core hands the adapter: testnet first, then mainnet, both read from the local API. */
export function adapterContext(logger: Logger = recordingLogger()): AdapterContext {
  return {
    networks: [stacksTestnet, stacksMainnet],
    customRpcUrls: { [stacksTestnet.id]: [apiUrl()], [stacksMainnet.id]: [apiUrl()] },
    logger,
  }
}

/** A memory `Storage` (what a page's localStorage is to the adapter and the dev wallet). */
export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  values: Map<string, string>
} {
  const values = new Map<string, string>()
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

let walletCount = 0

/** A dev wallet with a unique id, and its `StacksWallet` as the adapter takes it. */
export function devWallet(options: StacksDevWalletOptions = {}): {
  wallet: StacksDevWallet
  entry: StacksWallet
} {
  walletCount += 1
  const wallet = createStacksDevWallet({ id: `DevStacks${walletCount}`, ...options })
  return { wallet, entry: { info: wallet.info, provider: wallet.provider } }
}

/** A stacks adapter over `wallets` (no discovery), set up, recording every event it emits. */
export function setUpAdapter(options: StacksAdapterOptions = {}, context: AdapterContext = adapterContext()) {
  const adapter: ChainAdapter = stacksAdapter({ discover: false, storage: memoryStorage(), ...options })
  adapter.setup(context)
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  return { adapter, events, context }
}

/**
 * `setUpAdapter` with the wallet side loaded (issue 21: it is a chunk of its own). Loading lists the host's wallets,
 * which the adapter reports with one `connectorsChanged`; that event is checked and cleared, so a test reads only
 * the events that follow.
 */
export async function setUpLoadedAdapter(
  options: StacksAdapterOptions = {},
  context: AdapterContext = adapterContext(),
) {
  const setUp = setUpAdapter(options, context)
  await setUp.adapter.load?.()
  const listed = (options.wallets ?? []).length > 0 ? [{ type: 'connectorsChanged' }] : []
  if (JSON.stringify(setUp.events) !== JSON.stringify(listed))
    throw new Error(`unexpected events on load: ${JSON.stringify(setUp.events)}`)
  setUp.events.splice(0)
  return setUp
}

/** Waits until `check` holds (events arrive asynchronously); fails with `what` after many turns. */
export async function until(check: () => boolean, what: string): Promise<void> {
  for (let turn = 0; turn < 200; turn += 1) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error(`never happened: ${what}`)
}
