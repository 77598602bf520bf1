import type { CaipAddress } from '@latch/core'
import { snapshotChain, TEST_ENS_AVATAR, TEST_ENS_NAME } from '@latch/fixture-evm/node'
import { createConfig, http } from '@wagmi/core'
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { anvilLocal } from '../networks/commonNetworks'
import { toViemChain } from '../networks/toViemChain'
import { createEvmTestEnv } from '../testing/createEvmTestEnv'
import { evmAdapter } from './evmAdapter'

// A fresh account that holds nothing until the test funds it.
const FRESH = '0x000000000000000000000000000000000000dEaD'
let revert: () => Promise<void>

beforeEach(async () => {
  revert = await snapshotChain(inject('evmTestBed').chainA.rpcUrl)
})
afterEach(async () => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  await revert()
})

/** A host wagmi config whose transport counts the JSON-RPC calls it makes; optionally chain A has ENS. */
function countingConfig(withEns = false) {
  const bed = inject('evmTestBed')
  const calls: string[] = []
  const plain = toViemChain(anvilLocal(bed.chainA.rpcUrl, bed.chainA.chainId))
  const chain = withEns
    ? { ...plain, contracts: { ensUniversalResolver: { address: bed.chainA.contracts.ensResolver } } }
    : plain
  const wagmiConfig = createConfig({
    chains: [chain],
    transports: {
      [chain.id]: http(bed.chainA.rpcUrl, {
        onFetchRequest: async (request) => {
          const body = (await request.clone().json()) as { method: string } | { method: string }[]
          for (const entry of Array.isArray(body) ? body : [body]) calls.push(entry.method)
        },
      }),
    },
    connectors: [],
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  return { wagmiConfig, calls }
}

async function fund(rpcUrl: string, address: string, wei: bigint) {
  await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, `0x${wei.toString(16)}`],
    }),
  })
}

describe('getBalance', () => {
  it('reads the native balance from the chain: base units, formatted amount, symbol, decimals', async () => {
    const { adapter, bed } = await createEvmTestEnv()
    await fund(bed.chainA.rpcUrl, FRESH, 1_250_000_000_000_000_001n)
    expect(await adapter.getBalance({ address: `eip155:31337:${FRESH}` })).toEqual({
      value: '1250000000000000001',
      formatted: '1.250000000000000001',
      symbol: 'ETH',
      decimals: 18,
    })
  })

  it('uses the host wagmi config, and caches for 30 s per address and chain (spec §9)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { wagmiConfig, calls } = countingConfig()
    const { adapter, bed } = await createEvmTestEnv({ wagmiConfig })
    expect(adapter.wagmiConfig).toBe(wagmiConfig)
    const address: CaipAddress = `eip155:31337:${FRESH}`
    await fund(bed.chainA.rpcUrl, FRESH, 5n)
    expect((await adapter.getBalance({ address })).value).toBe('5')
    expect(calls).toEqual(['eth_getBalance'])
    await fund(bed.chainA.rpcUrl, FRESH, 7n)
    vi.advanceTimersByTime(29_000)
    expect((await adapter.getBalance({ address })).value).toBe('5')
    expect(calls).toEqual(['eth_getBalance'])
    vi.advanceTimersByTime(1_000)
    expect((await adapter.getBalance({ address })).value).toBe('7')
    expect(calls).toEqual(['eth_getBalance', 'eth_getBalance'])
  })

  it('a chain that is not configured is NetworkNotFoundError', async () => {
    const { adapter } = await createEvmTestEnv()
    await expect(adapter.getBalance({ address: `eip155:10:${FRESH}` })).rejects.toThrowError(
      expect.objectContaining({ name: 'NetworkNotFoundError', message: 'Switch network not found' }),
    )
  })

  it('a malformed address is InvalidAddressError', async () => {
    const { adapter } = await createEvmTestEnv()
    await expect(adapter.getBalance({ address: 'eip155:31337:0xdead' })).rejects.toThrowError(
      expect.objectContaining({
        name: 'InvalidAddressError',
        message: 'The address is not valid for this network',
      }),
    )
  })
})

describe('getProfile', () => {
  it('reads the ENS name and avatar, cached for 5 minutes per address and chain (spec §9)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { wagmiConfig, calls } = countingConfig(true)
    const { adapter, wallet } = await createEvmTestEnv({ wagmiConfig })
    const address: CaipAddress = `eip155:31337:${wallet.addresses[1]}`
    const profile = { name: TEST_ENS_NAME, imageUrl: TEST_ENS_AVATAR }
    expect(await adapter.getProfile({ address })).toEqual(profile)
    const first = calls.length
    expect(first).toBeGreaterThan(0)
    vi.advanceTimersByTime(4 * 60_000 + 59_000)
    expect(await adapter.getProfile({ address })).toEqual(profile)
    expect(calls.length).toBe(first)
    vi.advanceTimersByTime(1_000)
    expect(await adapter.getProfile({ address })).toEqual(profile)
    expect(calls.length).toBe(first * 2)
  })

  it('an address without a primary name has an empty profile', async () => {
    const { wagmiConfig } = countingConfig(true)
    const { adapter, wallet } = await createEvmTestEnv({ wagmiConfig })
    expect(await adapter.getProfile({ address: `eip155:31337:${wallet.addresses[0]}` })).toEqual({})
  })

  it('on networks without ENS it answers empty without any RPC call', async () => {
    const { wagmiConfig, calls } = countingConfig()
    const { adapter } = await createEvmTestEnv({ wagmiConfig })
    expect(await adapter.getProfile({ address: `eip155:31337:${FRESH}` })).toEqual({})
    expect(calls).toEqual([])
  })
})

describe('isAddress', () => {
  it.each([
    ['0x90F79bf6EB2c4f870365E785982E1f101E93b906', true],
    ['0x90f79bf6eb2c4f870365e785982e1f101e93b906', true],
    ['0x90F79bf6EB2c4f870365E785982E1f101E93B906', false],
    ['0x90F79bf6EB2c4f870365E785982E1f101E93b9', false],
    ['90F79bf6EB2c4f870365E785982E1f101E93b906', false],
  ])('%s → %s (checksum enforced on mixed case)', async (address, valid) => {
    const { adapter } = await createEvmTestEnv()
    expect(adapter.isAddress(address)).toBe(valid)
  })
})

describe('a node that never answers (RELIABILITY #22)', () => {
  it('error: a read times out after rpcTimeoutMs, is retried once, then rejects', async () => {
    const { createServer } = await import('node:http')
    let requests = 0
    // Reads each request and never answers, as a stuck node does.
    const server = createServer((request) => {
      requests++
      request.resume()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    try {
      const adapter = evmAdapter({ rpcTimeoutMs: 300 })
      adapter.setup({
        networks: [anvilLocal(`http://127.0.0.1:${port}`, 31337)],
        customRpcUrls: {},
        logger: { debug() {}, info() {}, warn() {}, error() {} },
      })
      // Without the timeout the node's silence would hold the read until the test's own limit.
      await expect(adapter.getBalance({ address: `eip155:31337:${FRESH}` })).rejects.toThrowError()
      expect(requests).toBe(2)
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })
})
