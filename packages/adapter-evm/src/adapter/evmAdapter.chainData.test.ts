import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ANVIL_PRIVATE_KEYS } from '@latch/fixture-evm'
import { snapshotChain } from '@latch/fixture-evm/node'
import { createConfig, http } from '@wagmi/core'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  formatEther,
  getAddress,
  parseAbi,
  parseEther,
  http as viemHttp,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { erc20TransferAbi } from '../abi/transferAbis'
import { anvilLocal } from '../networks/commonNetworks'
import { toViemChain } from '../networks/toViemChain'
import { createEvmTestEnv } from '../testing/createEvmTestEnv'

const FRESH = '0x000000000000000000000000000000000000dEaD'
const sender = privateKeyToAccount(ANVIL_PRIVATE_KEYS[0]!)
let revert: () => Promise<void>

beforeEach(async () => {
  revert = await snapshotChain(inject('evmTestBed').chainA.rpcUrl)
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await revert()
})

/** A wagmi config on chain A through `rpcUrl`, recording each JSON-RPC method it sends. */
function configThrough(rpcUrl: string) {
  const bed = inject('evmTestBed')
  const calls: string[] = []
  const chain = toViemChain(anvilLocal(rpcUrl, bed.chainA.chainId))
  const wagmiConfig = createConfig({
    chains: [chain],
    transports: {
      [chain.id]: http(rpcUrl, {
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

/** A JSON-RPC endpoint in front of anvil that answers Otterscan methods "method not found", as most public nodes do. */
async function startNodeWithoutOtterscan(target: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    let body = ''
    for await (const chunk of request) body += chunk
    const call = JSON.parse(body) as { id: number; method: string }
    response.setHeader('content-type', 'application/json')
    if (call.method.startsWith('ots_')) {
      response.end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: call.id,
          error: { code: -32601, message: 'the method does not exist' },
        }),
      )
      return
    }
    const answer = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    response.end(await answer.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

async function sendFromDevAccount(to: `0x${string}`, token: `0x${string}` | undefined, value: bigint) {
  const bed = inject('evmTestBed')
  const chain = toViemChain(anvilLocal(bed.chainA.rpcUrl, bed.chainA.chainId))
  const wallet = createWalletClient({ account: sender, chain, transport: viemHttp(bed.chainA.rpcUrl) })
  return token
    ? wallet.writeContract({
        address: token,
        abi: erc20TransferAbi,
        functionName: 'transfer',
        args: [to, value],
      })
    : wallet.sendTransaction({ to, value })
}

async function waitForReceipt(hash: `0x${string}`) {
  const bed = inject('evmTestBed')
  await createPublicClient({ transport: viemHttp(bed.chainA.rpcUrl) }).waitForTransactionReceipt({
    hash,
    pollingInterval: 20,
  })
}

describe('getTokenBalances (the Tokens tab default)', () => {
  it("reads the host's tokens (18 and 6 decimals, USDT-style) in one eth_call multicall", async () => {
    const bed = inject('evmTestBed')
    const [token18, token6, usdt] = [
      bed.chainA.contracts.token18,
      bed.chainA.contracts.token6,
      bed.chainA.contracts.usdt,
    ].map((token) => getAddress(token)) as [`0x${string}`, `0x${string}`, `0x${string}`]
    const { wagmiConfig, calls } = configThrough(bed.chainA.rpcUrl)
    const { adapter } = await createEvmTestEnv({ wagmiConfig })
    await sendFromDevAccount(FRESH, token6, 1_234_567n)
    calls.length = 0
    const holdings = await adapter.getTokenBalances({
      address: `eip155:31337:${FRESH}`,
      tokens: [token18, token6, usdt],
    })
    // The Transfer logs to the account are read to discover tokens; every token is then read in one eth_call.
    expect(calls.filter((method) => method === 'eth_call')).toEqual(['eth_call'])
    expect(calls).toContain('eth_getLogs')
    expect(holdings).toEqual([
      {
        networkId: 'eip155:31337',
        address: token18,
        name: 'Latch Test Token',
        symbol: 'LTT',
        decimals: 18,
        quantity: '0',
      },
      {
        networkId: 'eip155:31337',
        address: token6,
        name: 'Latch USD',
        symbol: 'LUSD',
        decimals: 6,
        quantity: '1.234567',
      },
      {
        networkId: 'eip155:31337',
        address: usdt,
        name: 'Tether-like USD',
        symbol: 'USDT',
        decimals: 6,
        quantity: '0',
      },
    ])
  })

  it('discovers a token the host did not list from its Transfer to the account: on-chain name, symbol and decimals', async () => {
    const bed = inject('evmTestBed')
    const token6 = getAddress(bed.chainA.contracts.token6)
    const { adapter } = await createEvmTestEnv()
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    expect(await adapter.getTokenBalances({ address: `eip155:31337:${receiver}`, tokens: [] })).toEqual([])
    await waitForReceipt(await sendFromDevAccount(receiver, token6, 7_000_000n))
    const holdings = await adapter.getTokenBalances({ address: `eip155:31337:${receiver}`, tokens: [] })
    expect(holdings).toEqual([
      {
        networkId: 'eip155:31337',
        address: token6,
        name: 'Latch USD',
        symbol: 'LUSD',
        decimals: 6,
        quantity: '7',
      },
    ])
  })

  it('a discovered token the account no longer holds is left out; a listed one stays at 0', async () => {
    const bed = inject('evmTestBed')
    const [token18, token6] = [bed.chainA.contracts.token18, bed.chainA.contracts.token6].map((token) =>
      getAddress(token),
    ) as [`0x${string}`, `0x${string}`]
    const { adapter } = await createEvmTestEnv()
    const key = generatePrivateKey()
    const holder = privateKeyToAccount(key)
    await waitForReceipt(await sendFromDevAccount(holder.address, undefined, parseEther('1')))
    await waitForReceipt(await sendFromDevAccount(holder.address, token6, 1_000_000n))
    const bedChain = toViemChain(anvilLocal(bed.chainA.rpcUrl, bed.chainA.chainId))
    const wallet = createWalletClient({
      account: holder,
      chain: bedChain,
      transport: viemHttp(bed.chainA.rpcUrl),
    })
    await waitForReceipt(
      await wallet.writeContract({
        address: token6,
        abi: erc20TransferAbi,
        functionName: 'transfer',
        args: [FRESH, 1_000_000n],
      }),
    )
    const holdings = await adapter.getTokenBalances({
      address: `eip155:31337:${holder.address}`,
      tokens: [token18],
    })
    expect(holdings.map((holding) => [holding.symbol, holding.quantity])).toEqual([['LTT', '0']])
  })

  it('leaves out an address that is not a token', async () => {
    const bed = inject('evmTestBed')
    const { adapter } = await createEvmTestEnv()
    const holdings = await adapter.getTokenBalances({
      address: `eip155:31337:${FRESH}`,
      tokens: [FRESH, bed.chainA.contracts.token6],
    })
    expect(holdings.map((holding) => holding.symbol)).toEqual(['LUSD'])
  })
})

describe('getActivity (the Activity tab default: Otterscan methods + Transfer logs)', () => {
  it('lists native and ERC20 transfers, sent on one side and received on the other, newest first', async () => {
    const bed = inject('evmTestBed')
    const token6 = getAddress(bed.chainA.contracts.token6)
    const { adapter } = await createEvmTestEnv()
    const nativeHash = await sendFromDevAccount(FRESH, undefined, parseEther('0.25'))
    const tokenHash = await sendFromDevAccount(FRESH, token6, 2_500_000n)
    // Anvil answers the send before the block is in: without the receipt the newest transfer can be missing.
    await waitForReceipt(tokenHash)
    const sent = await adapter.getActivity({ address: `eip155:31337:${sender.address}` })
    expect(sent.slice(0, 2)).toEqual([
      expect.objectContaining({
        hash: tokenHash,
        direction: 'sent',
        counterparty: FRESH,
        amount: { formatted: '2.5', symbol: 'LUSD', tokenAddress: token6 },
      }),
      expect.objectContaining({
        hash: nativeHash,
        direction: 'sent',
        counterparty: FRESH,
        amount: { formatted: '0.25', symbol: 'ETH' },
      }),
    ])
    expect(sent[0]?.timestamp).toEqual(expect.any(Number))
    // The receiver's incoming token transfer is found only through the Transfer logs.
    const received = await adapter.getActivity({ address: `eip155:31337:${FRESH}` })
    expect(
      received.map((item) => [item.hash, item.direction, item.counterparty, item.amount?.symbol]),
    ).toEqual(
      expect.arrayContaining([
        [tokenHash, 'received', sender.address, 'LUSD'],
        [nativeHash, 'received', sender.address, 'ETH'],
      ]),
    )
  })

  it('pages back through history: 30 transfers come as 25, then the 5 older ones, then nothing', async () => {
    const { adapter } = await createEvmTestEnv()
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const hashes: string[] = []
    for (let index = 1; index <= 30; index++)
      hashes.push(await sendFromDevAccount(receiver, undefined, BigInt(index)))
    await waitForReceipt(hashes.at(-1) as `0x${string}`)
    const address = `eip155:31337:${receiver}` as const
    const first = await adapter.getActivity({ address })
    expect(first.map((item) => item.hash)).toEqual(hashes.slice(5).reverse())
    const second = await adapter.getActivity({ address, before: first.at(-1)?.hash as string })
    expect(second.map((item) => item.hash)).toEqual(hashes.slice(0, 5).reverse())
    expect(second.map((item) => item.amount?.formatted)).toEqual(
      ['5', '4', '3', '2', '1'].map((wei) => formatEther(BigInt(wei))),
    )
    expect(await adapter.getActivity({ address, before: second.at(-1)?.hash as string })).toEqual([])
  })

  it('pages back through incoming token transfers found only in the logs, without repeating or skipping one', async () => {
    const bed = inject('evmTestBed')
    const token6 = getAddress(bed.chainA.contracts.token6)
    const { adapter } = await createEvmTestEnv()
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const hashes: string[] = []
    for (let index = 1; index <= 55; index++)
      hashes.push(await sendFromDevAccount(receiver, token6, BigInt(index)))
    await waitForReceipt(hashes.at(-1) as `0x${string}`)
    const address = `eip155:31337:${receiver}` as const
    const seen: string[] = []
    let page = await adapter.getActivity({ address })
    expect(page.length).toBeGreaterThan(0)
    expect(page.length).toBeLessThan(55)
    while (page.length > 0) {
      seen.push(...page.map((item) => item.hash))
      page = await adapter.getActivity({ address, before: seen.at(-1) as string })
    }
    expect(seen).toEqual([...hashes].reverse())
  })

  it('a malformed page cursor is refused with InvalidTransactionHashError, nothing is asked of the node', async () => {
    const bed = inject('evmTestBed')
    const { wagmiConfig, calls } = configThrough(bed.chainA.rpcUrl)
    const { adapter } = await createEvmTestEnv({ wagmiConfig })
    calls.length = 0
    await expect(
      adapter.getActivity({ address: `eip155:31337:${FRESH}`, before: 'not-a-hash' }),
    ).rejects.toMatchObject({ name: 'InvalidTransactionHashError' })
    expect(calls).toEqual([])
  })

  it('a contract call that is not a transfer is a contract call, with the contract as counterparty', async () => {
    const bed = inject('evmTestBed')
    const { adapter } = await createEvmTestEnv()
    const chain = toViemChain(anvilLocal(bed.chainA.rpcUrl, bed.chainA.chainId))
    const wallet = createWalletClient({ account: sender, chain, transport: viemHttp(bed.chainA.rpcUrl) })
    const data = encodeFunctionData({
      abi: parseAbi(['function approve(address spender, uint256 value) returns (bool)']),
      args: [FRESH, 1n],
    })
    const hash = await wallet.sendTransaction({ to: bed.chainA.contracts.token18, data })
    // Mined first: the node lists the call in the account's history only once it is in a block.
    await waitForReceipt(hash)
    const items = await adapter.getActivity({ address: `eip155:31337:${sender.address}` })
    expect(items[0]).toMatchObject({
      hash,
      direction: 'contract',
      counterparty: getAddress(bed.chainA.contracts.token18),
    })
    expect(items[0]?.amount).toBeUndefined()
  })

  it('a node without the Otterscan methods answers ChainDataUnavailableError ("not available")', async () => {
    const bed = inject('evmTestBed')
    const { url, server } = await startNodeWithoutOtterscan(bed.chainA.rpcUrl)
    try {
      const { wagmiConfig } = configThrough(url)
      const { adapter } = await createEvmTestEnv({ wagmiConfig })
      await expect(adapter.getActivity({ address: `eip155:31337:${FRESH}` })).rejects.toMatchObject({
        name: 'ChainDataUnavailableError',
        message: 'Not available on this network',
      })
    } finally {
      server.close()
    }
  })
})

describe('estimateTransferFee (the send preview and Max)', () => {
  it('a native transfer costs 21000 gas at the suggested max fee; a token transfer more, without a wallet prompt', async () => {
    const bed = inject('evmTestBed')
    const { adapter, wallet } = await createEvmTestEnv()
    const from = `eip155:31337:${sender.address}` as const
    const native = await adapter.estimateTransferFee({
      from,
      to: FRESH,
      token: { symbol: 'ETH', decimals: 18 },
      value: 1n,
    })
    expect(native.symbol).toBe('ETH')
    expect(BigInt(native.value) % 21_000n).toBe(0n)
    expect(BigInt(native.value)).toBeGreaterThan(0n)
    const token = await adapter.estimateTransferFee({
      from,
      to: FRESH,
      token: { address: getAddress(bed.chainA.contracts.token6), symbol: 'LUSD', decimals: 6 },
      value: 1n,
    })
    expect(BigInt(token.value)).toBeGreaterThan(BigInt(native.value))
    expect(wallet.requests).toEqual([])
  })
})

describe('resolveName (an ENS name typed as the receiver)', () => {
  it("resolves through the chain's ENS Universal Resolver to the checksummed address", async () => {
    const bed = inject('evmTestBed')
    const plain = toViemChain(anvilLocal(bed.chainA.rpcUrl, bed.chainA.chainId))
    const chain = {
      ...plain,
      contracts: { ensUniversalResolver: { address: bed.chainA.contracts.ensResolver } },
    }
    const wagmiConfig = createConfig({
      chains: [chain],
      transports: { [chain.id]: http(bed.chainA.rpcUrl) },
      connectors: [],
      multiInjectedProviderDiscovery: false,
      storage: null,
    })
    const { adapter } = await createEvmTestEnv({ wagmiConfig })
    const named = privateKeyToAccount(ANVIL_PRIVATE_KEYS[1]!).address
    expect(await adapter.resolveName({ name: 'latch-dev.eth', networkId: 'eip155:31337' })).toBe(named)
  })

  it('resolves on a chain given its resolver through the ensUniversalResolvers option (no host wagmi config)', async () => {
    const bed = inject('evmTestBed')
    const { adapter } = await createEvmTestEnv({
      ensUniversalResolvers: { 'eip155:31337': bed.chainA.contracts.ensResolver },
    })
    const named = privateKeyToAccount(ANVIL_PRIVATE_KEYS[1]!).address
    expect(await adapter.resolveName({ name: 'latch-dev.eth', networkId: 'eip155:31337' })).toBe(named)
  })

  it('answers null on a network without ENS', async () => {
    const { adapter } = await createEvmTestEnv()
    expect(await adapter.resolveName({ name: 'latch-dev.eth', networkId: 'eip155:31337' })).toBeNull()
  })
})
