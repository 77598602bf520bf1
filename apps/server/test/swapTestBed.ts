import { ANVIL_PRIVATE_KEYS } from '@latch/fixture-evm'
import {
  type AnvilInstance,
  type DeployedContracts,
  deployContracts,
  snapshotChain,
  startAnvil,
} from '@latch/fixture-evm/node'
import { createPublicClient, createWalletClient, erc20Abi, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { type RunningServer, startServer } from '../src/startServer'
import { NATIVE_TOKEN_ADDRESS, type SwapNetworkConfig } from '../src/swap/swapConfig'
import { apiUrl } from './api'
import { type Backend, TEST_PROJECTS } from './backends'

// The swap routes' test bed (issue 35): Uniswap V2 (the published artifacts) on a real anvil node, the swap server
// on PGlite or a real PostgreSQL, and the visitor's real key that sends the transactions the server builds.

export const CHAIN = 'eip155:31337'
export const visitor = privateKeyToAccount(ANVIL_PRIVATE_KEYS[2]!)

export let anvil: AnvilInstance
export let contracts: DeployedContracts

/** Starts the file's anvil node with the tokens and Uniswap V2 deployed, stopped after the file. */
export function useSwapChain(): void {
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    contracts = await deployContracts(anvil.rpcUrl, anvil.chainId)
  })
  afterAll(async () => {
    await anvil?.stop()
  })
}

/**
 * A swap server on `backend` for the describe block, quoting from the anvil node with a clock the tests move
 * (`api.clock`); each test's chain changes are reverted after it.
 */
export function useSwapServer(backend: Backend) {
  const api = { server: undefined as unknown as RunningServer, clock: Date.now() }
  let revert: () => Promise<void>
  beforeAll(async () => {
    api.server = await startServer({
      databaseUrl: await backend.databaseUrl(),
      projects: TEST_PROJECTS,
      swap: { networks: [networkOf(anvil.rpcUrl)], quoteValidityMs: 30_000, now: () => api.clock },
    })
  })
  afterAll(async () => {
    await api.server?.close()
  })
  beforeEach(async () => {
    api.clock = Date.now()
    revert = await snapshotChain(anvil.rpcUrl)
  })
  afterEach(async () => {
    await revert()
  })
  return api
}

export function networkOf(rpcUrl: string): SwapNetworkConfig {
  return {
    chainId: CHAIN,
    rpcUrl,
    router: contracts.swapRouter,
    wrappedNative: contracts.weth,
    tokens: [
      { address: NATIVE_TOKEN_ADDRESS, symbol: 'ETH', name: 'Ether', decimals: 18, priceUsd: 3000 },
      { address: contracts.token18, symbol: 'LTT', name: 'Latch Test Token', decimals: 18, priceUsd: 2 },
      { address: contracts.token6, symbol: 'LUSD', name: 'Latch USD', decimals: 6, priceUsd: 1 },
      {
        address: contracts.permitToken,
        symbol: 'LPT',
        name: 'Latch Permit Token',
        decimals: 18,
        eip2612: true,
      },
    ],
  }
}

export const reader = () => createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
export const wallet = () =>
  createWalletClient({ account: visitor, chain: foundry, transport: http(anvil.rpcUrl) })
export const balanceOf = (token: Hex) =>
  reader().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [visitor.address] })

/** The permit typed data the server hands out. */
export interface PermitAnswer {
  domain: Record<string, unknown>
  message: { owner: string; spender: string; value: string; nonce: string; deadline: string }
}

/** The fields the swap answers carry (each test reads the ones its route gives). */
export interface SwapAnswer {
  reasons: { code: string; description: string }[]
  tokens: Record<string, unknown>[]
  gasPrice: string
  allowance: string
  quote: {
    quoteId: string
    amountOut: string
    path: string[]
    priceImpactPercent: number
    expiresAt: number
  }
  transaction: { to: Hex; data: Hex; value: string }
  amountOutMin: string
}

export async function post(server: RunningServer, path: string, body: unknown) {
  const response = await fetch(apiUrl(server.url, path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as SwapAnswer }
}
export async function get(server: RunningServer, path: string, params: Record<string, string>) {
  const response = await fetch(apiUrl(server.url, path, params))
  return { status: response.status, body: (await response.json()) as SwapAnswer }
}
export async function send(transaction: { to: Hex; data: Hex; value: string }) {
  const request = { ...transaction, value: BigInt(transaction.value) }
  // A quarter more than the estimate, as wallets give: a Uniswap V2 pair writes its price accumulators only when the
  // block's time differs from its last update's, so an estimate dated in that same second can come out short.
  const gas = ((await reader().estimateGas({ ...request, account: visitor })) * 5n) / 4n
  const hash = await wallet().sendTransaction({ ...request, gas })
  const receipt = await reader().waitForTransactionReceipt({ hash })
  if (receipt.status === 'reverted') await explainRevert(hash, receipt.blockNumber, receipt.gasUsed)
  return receipt
}
/** A reverted trade (seen once in a loaded CI run) says why: out of gas, or the router's own reason. */
async function explainRevert(hash: Hex, blockNumber: bigint, gasUsed: bigint) {
  const [sent, mined] = await Promise.all([
    reader().getTransaction({ hash }),
    reader().getBlock({ blockNumber }),
  ])
  const reason = await reader()
    .call({
      account: sent.from,
      to: sent.to ?? undefined,
      data: sent.input,
      value: sent.value,
      blockNumber: blockNumber - 1n,
    })
    .then(
      () => 'none on replay',
      (error: Error) => error.message.split('\n')[0],
    )
  console.error(
    `reverted: gas limit ${sent.gas}, used ${gasUsed}, block time ${mined.timestamp}, now ${Date.now()}, reason ${reason}`,
  )
}
