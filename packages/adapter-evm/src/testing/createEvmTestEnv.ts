import type { AdapterEvent, CaipNetwork, Logger } from '@latch/core'
import { ANVIL_PRIVATE_KEYS, createDevWallet, type DevWallet } from '@latch/fixture-evm'
import type { EvmTestBed } from '@latch/fixture-evm/node'
import { createPublicClient, http, type PublicClient } from 'viem'
import { inject, vi } from 'vitest'
import { type EvmAdapter, type EvmAdapterOptions, evmAdapter } from '../adapter/evmAdapter'
import type { EvmWindow } from '../discovery/createWalletRegistry'
import { anvilLocal } from '../networks/commonNetworks'

/** Everything an adapter test drives: a real dev wallet on the anvil nodes, a page window, the adapter. */
export interface EvmTestEnv {
  bed: EvmTestBed
  wallet: DevWallet
  adapter: EvmAdapter
  events: AdapterEvent[]
  warnings: { message: string; data: unknown }[]
  window: EvmWindow
  networkA: CaipNetwork
  networkB: CaipNetwork
  /** Reads chain A directly (not through the adapter). */
  readerA: PublicClient
}

/** Options of `createEvmTestEnv`. */
export interface EvmTestEnvOptions extends EvmAdapterOptions {
  /** Chains the wallet knows at start; default both. */
  walletKnows?: 'A' | 'AB'
  /** Do not announce the wallet (the test sets up discovery itself). */
  silentWallet?: boolean
  /** Networks the host configures; default both. */
  hostNetworks?: 'A' | 'AB'
  /** The host's `features.eip6963`; default on. */
  eip6963?: boolean
  /** The wallet has EIP-5792, batching through EIP-7702 to chain A's Simple7702Account; default without. */
  walletBatches?: boolean
  /** The dev wallet answers `eth_signTransaction` (otherwise 4200, as most browser wallets). */
  walletSignsTransactions?: boolean
}

/** Test-only: a fresh page (an EventTarget as `window`), dev wallet and started adapter on the anvil test bed. */
export async function createEvmTestEnv(options: EvmTestEnvOptions = {}): Promise<EvmTestEnv> {
  const bed = inject('evmTestBed')
  const networkA = anvilLocal(bed.chainA.rpcUrl, bed.chainA.chainId)
  const networkB = anvilLocal(bed.chainB.rpcUrl, bed.chainB.chainId)
  const rpcUrls: Record<number, string> = { [bed.chainA.chainId]: bed.chainA.rpcUrl }
  if (options.walletKnows !== 'A') rpcUrls[bed.chainB.chainId] = bed.chainB.rpcUrl
  const page = new EventTarget() as EvmWindow
  vi.stubGlobal('window', page)
  const wallet = createDevWallet({
    rpcUrls,
    privateKeys: ANVIL_PRIVATE_KEYS.slice(0, 2),
    chainId: bed.chainA.chainId,
    ...(options.walletBatches
      ? { batchDelegates: { [bed.chainA.chainId]: bed.chainA.contracts.simple7702Account } }
      : {}),
    ...(options.walletSignsTransactions ? { signTransactions: true } : {}),
  })
  if (!options.silentWallet) wallet.announce(page)
  const warnings: { message: string; data: unknown }[] = []
  const logger: Logger = {
    debug() {},
    info() {},
    warn(message, data) {
      warnings.push({ message, data })
    },
    error() {},
  }
  const adapter = evmAdapter(options)
  adapter.setup({
    networks: options.hostNetworks === 'A' ? [networkA] : [networkA, networkB],
    customRpcUrls: {},
    logger,
    ...(options.eip6963 === false ? { eip6963: false } : {}),
  })
  adapter.start()
  // Discovery and the runtime load with import(): tests start from an adapter whose code is in.
  await adapter.load()
  const events: AdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  const readerA = createPublicClient({ transport: http(bed.chainA.rpcUrl) })
  return { bed, wallet, adapter, events, warnings, window: page, networkA, networkB, readerA }
}

/** The methods a wallet received, in order. */
export function methodsOf(wallet: DevWallet): string[] {
  return wallet.requests.map((request) => request.method)
}
