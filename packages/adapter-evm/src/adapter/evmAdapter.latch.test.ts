import { fetchAccountType, getCallsStatus, getCapabilities, sendCalls } from '@latch/core/actions'
import { createLatchClient } from '@latch/core/client'
import { createMemoryStorage } from '@latch/core/testing'
import { ANVIL_PRIVATE_KEYS, createDevWallet, type DevWallet } from '@latch/fixture-evm'
import { snapshotChain } from '@latch/fixture-evm/node'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  parseAbi,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { erc20TransferAbi } from '../abi/transferAbis'
import { anvilLocal } from '../networks/commonNetworks'
import { toViemChain } from '../networks/toViemChain'
import { evmAdapter } from './evmAdapter'

// The adapter inside core's client: the flows a host runs, against the real chain and wallet.
const bed = inject('evmTestBed')
const networkA = anvilLocal(bed.chainA.rpcUrl, bed.chainA.chainId)
const networkB = anvilLocal(bed.chainB.rpcUrl, bed.chainB.chainId)
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECEIVER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
let revert: () => Promise<void>
let wallet: DevWallet

beforeEach(async () => {
  revert = await snapshotChain(bed.chainA.rpcUrl)
  wallet = createDevWallet({
    rpcUrls: { [bed.chainA.chainId]: bed.chainA.rpcUrl, [bed.chainB.chainId]: bed.chainB.rpcUrl },
    privateKeys: ANVIL_PRIVATE_KEYS.slice(0, 2),
    chainId: bed.chainA.chainId,
  })
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await revert()
})

/** A page load: a fresh window the wallet announces itself on, and a mounted client over `storage`. */
function loadPage(storage = createMemoryStorage()) {
  const page = new EventTarget()
  vi.stubGlobal('window', page)
  wallet.announce(page)
  const client = createLatchClient({
    projectId: 'test',
    networks: [networkA, networkB],
    adapters: [evmAdapter()],
    storage,
  })
  const unmount = client.mount(page)
  return { client, storage, unmount }
}

describe('evmAdapter in createLatch', () => {
  it('connect: the account (checksummed), the network and the native balance reach state', async () => {
    const { client } = loadPage()
    // Discovery starts once the page is idle (or the modal opens) and loads with import().
    await vi.waitFor(() =>
      expect(client.getState().connectors.map((connector) => connector.id)).toContain('dev.latch.wallet'),
    )
    await client.connect({ namespace: 'eip155', connectorId: 'dev.latch.wallet' })
    // The balance arrives after connect resolves (it never delays the connection); wait for it, not a fixed time.
    await vi.waitFor(() => expect(client.getState().accounts.eip155?.balanceSymbol).toBe('ETH'))
    const account = client.getState().accounts.eip155
    expect(account?.status).toBe('connected')
    expect(account?.caipAddress).toBe(`eip155:31337:${ACCOUNT_0}`)
    expect(account?.balanceSymbol).toBe('ETH')
    expect(Number(account?.balance)).toBeGreaterThan(9000)
    expect(client.getState().networks.eip155?.caipNetwork?.id).toBe('eip155:31337')
  })

  it('reconnect on the next page load, without a prompt', async () => {
    const first = loadPage()
    await first.client.connect({ namespace: 'eip155', connectorId: 'dev.latch.wallet' })
    first.unmount()
    const prompts = wallet.requests.filter((request) => request.method === 'eth_requestAccounts').length
    const second = loadPage(first.storage)
    await vi.waitFor(() => expect(second.client.getState().accounts.eip155?.status).toBe('connected'))
    expect(second.client.getState().accounts.eip155?.caipAddress).toBe(`eip155:31337:${ACCOUNT_0}`)
    expect(wallet.requests.filter((request) => request.method === 'eth_requestAccounts').length).toBe(prompts)
  })

  it('the wallet switching network on its own moves the account to that network', async () => {
    const { client } = loadPage()
    await client.connect({ namespace: 'eip155', connectorId: 'dev.latch.wallet' })
    wallet.moveToChain(31338)
    expect(client.getState().networks.eip155?.caipNetwork?.id).toBe('eip155:31338')
    expect(client.getState().accounts.eip155?.caipAddress).toBe(`eip155:31338:${ACCOUNT_0}`)
  })

  it('EIP-5792 from the client: sendCalls batches two ERC20 transfers in one transaction; smartAccountDeployed turns true, the address stays', async () => {
    wallet = createDevWallet({
      rpcUrls: { [bed.chainA.chainId]: bed.chainA.rpcUrl },
      privateKeys: ANVIL_PRIVATE_KEYS.slice(0, 1),
      chainId: bed.chainA.chainId,
      batchDelegates: { [bed.chainA.chainId]: bed.chainA.contracts.simple7702Account },
    })
    const { client } = loadPage()
    await client.connect({ namespace: 'eip155', connectorId: 'dev.latch.wallet' })
    await vi.waitFor(() => expect(client.getState().accounts.eip155?.balanceSymbol).toBe('ETH'))
    expect(client.getState().accounts.eip155?.smartAccountDeployed).toBe(false)
    expect(await getCapabilities(client)).toMatchObject({ atomic: { status: 'supported' } })
    const token = bed.chainA.contracts.token18
    const abi = parseAbi([
      'function balanceOf(address) view returns (uint256)',
      'function transfer(address to, uint256 amount) returns (bool)',
    ])
    const reader = createPublicClient({ transport: http(bed.chainA.rpcUrl) })
    const balance = (owner: `0x${string}`) =>
      reader.readContract({ address: token, abi, functionName: 'balanceOf', args: [owner] })
    const OTHER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
    const [before1, before2] = await Promise.all([balance(RECEIVER), balance(OTHER)])
    const { id } = await sendCalls(client, {
      calls: [
        { to: token, data: encodeFunctionData({ abi, functionName: 'transfer', args: [RECEIVER, 11n] }) },
        { to: token, data: encodeFunctionData({ abi, functionName: 'transfer', args: [OTHER, 22n] }) },
      ],
      atomicRequired: true,
    })
    // EIP-5792: a dapp polls the status; the node may answer before it has the receipt (CI read 'pending' once).
    await vi.waitFor(async () => expect((await getCallsStatus(client, { id })).status).toBe('success'), {
      timeout: 10_000,
    })
    const status = await getCallsStatus(client, { id })
    expect(status).toMatchObject({ status: 'success', atomic: true })
    expect(status.receipts).toHaveLength(1)
    expect(await balance(RECEIVER)).toBe(before1 + 11n)
    expect(await balance(OTHER)).toBe(before2 + 22n)
    expect(await fetchAccountType(client)).toBe(true)
    expect(client.getState().accounts.eip155).toMatchObject({
      smartAccountDeployed: true,
      caipAddress: `eip155:31337:${ACCOUNT_0}`,
    })
  })

  it('send: 1.25 LUSD (6 decimals) moves exactly 1250000 base units on chain', async () => {
    const { client } = loadPage()
    await client.connect({ namespace: 'eip155', connectorId: 'dev.latch.wallet' })
    const token = bed.chainA.contracts.token6
    const reader = createPublicClient({ transport: http(bed.chainA.rpcUrl) })
    const abi = parseAbi(['function balanceOf(address) view returns (uint256)'])
    const before = await reader.readContract({
      address: token,
      abi,
      functionName: 'balanceOf',
      args: [RECEIVER],
    })
    client.setSendToken({ address: token, symbol: 'LUSD', decimals: 6 })
    client.setSendAmount('1.25')
    client.setSendReceiver(RECEIVER)
    const hash = await client.send()
    await reader.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 20 })
    const after = await reader.readContract({
      address: token,
      abi,
      functionName: 'balanceOf',
      args: [RECEIVER],
    })
    expect(after - before).toBe(1_250_000n)
  })

  it('an ERC20 the host did not list, received by the account, shows in Tokens with its on-chain name and decimals, marked unverified there and in Activity; the listed one is not', async () => {
    const page = new EventTarget()
    vi.stubGlobal('window', page)
    // The visitor is anvil's account 1; account 0 (the tokens' deployer) sends it both tokens.
    const visitor = createDevWallet({
      rpcUrls: { [bed.chainA.chainId]: bed.chainA.rpcUrl },
      privateKeys: [ANVIL_PRIVATE_KEYS[1] as Hex],
      chainId: bed.chainA.chainId,
    })
    visitor.announce(page)
    const listed = getAddress(bed.chainA.contracts.token18)
    const unlisted = getAddress(bed.chainA.contracts.token6)
    const deployer = createWalletClient({
      account: privateKeyToAccount(ANVIL_PRIVATE_KEYS[0] as Hex),
      chain: toViemChain(networkA),
      transport: http(bed.chainA.rpcUrl),
    })
    const reader = createPublicClient({ transport: http(bed.chainA.rpcUrl) })
    const visitorAddress = privateKeyToAccount(ANVIL_PRIVATE_KEYS[1] as Hex).address
    const transfer = (token: Hex, amount: bigint) =>
      deployer.writeContract({
        address: token,
        abi: erc20TransferAbi,
        functionName: 'transfer',
        args: [visitorAddress, amount],
      })
    await reader.waitForTransactionReceipt({ hash: await transfer(listed, 10n ** 18n), pollingInterval: 20 })
    const airdrop = await transfer(unlisted, 3_500_000n)
    await reader.waitForTransactionReceipt({ hash: airdrop, pollingInterval: 20 })
    const client = createLatchClient({
      projectId: 'test',
      networks: [networkA],
      adapters: [evmAdapter()],
      storage: createMemoryStorage(),
      tokens: { 'eip155:31337': [{ address: listed, symbol: 'LTT' }] },
    })
    client.mount(page)
    await vi.waitFor(() =>
      expect(client.getState().connectors.map((connector) => connector.id)).toContain('dev.latch.wallet'),
    )
    await client.connect({ namespace: 'eip155', connectorId: 'dev.latch.wallet' })
    await client.fetchTokens('eip155')
    const tokens = client.getState().accounts.eip155?.tokenBalance ?? []
    expect(tokens.find((token) => token.address === unlisted)).toMatchObject({
      name: 'Latch USD',
      symbol: 'LUSD',
      decimals: 6,
      unverified: true,
    })
    expect(Number(tokens.find((token) => token.address === unlisted)?.quantity)).toBeGreaterThanOrEqual(3.5)
    const listedRow = tokens.find((token) => token.address === listed)
    expect(listedRow?.symbol).toBe('LTT')
    expect(listedRow?.unverified).toBeUndefined()
    await client.fetchActivity('eip155')
    const items = client.getState().accountData.eip155?.activityItems ?? []
    expect(items.find((item) => item.hash === airdrop)?.amount).toEqual({
      formatted: '3.5',
      symbol: 'LUSD',
      tokenAddress: unlisted,
      unverified: true,
    })
    expect(items.find((item) => item.amount?.tokenAddress === listed)?.amount?.unverified).toBeUndefined()
  })
})
