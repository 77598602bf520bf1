import { ANVIL_BUNDLER_KEY, ANVIL_PAYMASTER_SIGNER_KEY, ANVIL_PRIVATE_KEYS } from '@latch/fixture-evm'
import {
  type AnvilInstance,
  type DeployedContracts,
  deployContracts,
  snapshotChain,
  startAnvil,
} from '@latch/fixture-evm/node'
import {
  concat,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import {
  createBundlerClient,
  entryPoint08Abi,
  formatUserOperationRequest,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { SPONSOR_RPC_PATH } from '../src/routes/sponsorRoutes'
import { type RunningServer, startServer } from '../src/startServer'
import { apiUrl } from './api'
import { TEST_PROJECTS } from './backends'

// Issue 34, item 4: the demo's single-tenant ERC-4337 v0.8 bundler and paymaster on a real anvil (Prague) with
// EntryPoint 0.8 from its published artifact, driven by viem's own bundler client and Simple7702 account, as a host
// page would. The route only reads the project (shared guard, tested on both databases elsewhere): PGlite here.
let anvil: AnvilInstance
let contracts: DeployedContracts
let server: RunningServer
let revert: () => Promise<void>

const reader = () => createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
const rpcUrl = (params: Record<string, string | undefined> = {}) =>
  apiUrl(server.url, SPONSOR_RPC_PATH, params)

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  contracts = await deployContracts(anvil.rpcUrl, anvil.chainId)
  server = await startServer({
    projects: TEST_PROJECTS,
    sponsor: {
      chainId: anvil.chainId,
      rpcUrl: anvil.rpcUrl,
      paymaster: contracts.sponsorPaymaster,
      bundlerKey: ANVIL_BUNDLER_KEY,
      paymasterSignerKey: ANVIL_PAYMASTER_SIGNER_KEY,
    },
  })
})
afterAll(async () => {
  await server?.close()
  await anvil?.stop()
})
beforeEach(async () => {
  revert = await snapshotChain(anvil.rpcUrl)
})
afterEach(async () => {
  await revert()
})

/** A new visitor holding 1 ETH and 100 LTT, as a smart account (Simple7702Account) through viem. */
async function newVisitor() {
  const owner = privateKeyToAccount(generatePrivateKey())
  const funder = createWalletClient({
    account: privateKeyToAccount(ANVIL_PRIVATE_KEYS[0]!),
    chain: foundry,
    transport: http(anvil.rpcUrl),
  })
  await reader().waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: owner.address, value: parseEther('1') }),
  })
  await reader().waitForTransactionReceipt({
    hash: await funder.writeContract({
      address: contracts.token18,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [owner.address, parseUnits('100', 18)],
    }),
  })
  const account = await toSimple7702SmartAccount({
    client: reader(),
    owner,
    implementation: contracts.simple7702Account,
  })
  // viem leaves the EIP-7702 authorization to the owner's wallet (it only stubs one for estimates).
  const ownerWallet = createWalletClient({ account: owner, chain: foundry, transport: http(anvil.rpcUrl) })
  const authorize = () => ownerWallet.signAuthorization({ address: contracts.simple7702Account })
  return { owner, account, authorize }
}

const bundlerClient = (params: Record<string, string | undefined> = {}) =>
  createBundlerClient({
    client: reader(),
    transport: http(rpcUrl(params), { retryCount: 0 }),
    paymaster: true,
  })

const tokenBalance = (address: Hex) =>
  reader().readContract({
    address: contracts.token18,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

const transfer = (to: Hex, amount: bigint) => ({
  to: contracts.token18,
  abi: erc20Abi,
  functionName: 'transfer' as const,
  args: [to, amount] as const,
})

const paymasterDeposit = () =>
  reader().readContract({
    address: contracts.entryPoint,
    abi: entryPoint08Abi,
    functionName: 'balanceOf',
    args: [contracts.sponsorPaymaster],
  })

async function postRpc(
  body: unknown,
  options: { origin?: string; params?: Record<string, string | undefined> } = {},
) {
  const response = await fetch(rpcUrl(options.params), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(options.origin ? { Origin: options.origin } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  }
}

describe('the demo bundler and paymaster route (issue 34)', () => {
  test("a sponsored user operation lands with the visitor's ETH balance unchanged, first delegating, then as a smart account", async () => {
    const { owner, account, authorize } = await newVisitor()
    const [alice, bob] = [
      privateKeyToAccount(generatePrivateKey()).address,
      privateKeyToAccount(generatePrivateKey()).address,
    ]
    const ethBefore = await reader().getBalance({ address: owner.address })
    const depositBefore = await paymasterDeposit()
    const bundler = bundlerClient()

    // Not delegated yet: viem signs the EIP-7702 authorization, the bundler carries it in its handleOps transaction.
    const hash = await bundler.sendUserOperation({
      account,
      authorization: await authorize(),
      calls: [transfer(alice, parseUnits('3', 18)), transfer(bob, parseUnits('4', 18))],
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 100 })
    expect(receipt.success).toBe(true)
    expect(receipt.sender.toLowerCase()).toBe(owner.address.toLowerCase())
    expect(receipt.paymaster?.toLowerCase()).toBe(contracts.sponsorPaymaster.toLowerCase())
    expect(receipt.receipt.to?.toLowerCase()).toBe(contracts.entryPoint.toLowerCase())
    expect(await tokenBalance(alice)).toBe(parseUnits('3', 18))
    expect(await tokenBalance(bob)).toBe(parseUnits('4', 18))
    // The address stays the visitor's: its code is the delegation designator to Simple7702Account.
    expect(await reader().getCode({ address: owner.address })).toBe(
      concat(['0xef0100', contracts.simple7702Account]).toLowerCase(),
    )
    expect(await reader().getBalance({ address: owner.address })).toBe(ethBefore)
    expect(await paymasterDeposit()).toBe(depositBefore - receipt.actualGasCost)

    // Delegated now: a second operation needs no authorization and is sponsored the same way.
    const second = await bundler.sendUserOperation({ account, calls: [transfer(alice, parseUnits('1', 18))] })
    expect((await bundler.waitForUserOperationReceipt({ hash: second, pollingInterval: 100 })).success).toBe(
      true,
    )
    expect(await tokenBalance(alice)).toBe(parseUnits('4', 18))
    expect(await tokenBalance(owner.address)).toBe(parseUnits('92', 18))
    expect(await reader().getBalance({ address: owner.address })).toBe(ethBefore)
  })

  test("the sponsorship's validity window follows the chain's clock, not the server's: a chain two hours ahead still lands it", async () => {
    // A devnet's clock is not the machine's (anvil reverted to a snapshot goes back in time; here it runs ahead).
    const { owner, account, authorize } = await newVisitor()
    await reader().request({ method: 'evm_increaseTime' as never, params: [7200] as never })
    await reader().request({ method: 'evm_mine' as never })
    const alice = privateKeyToAccount(generatePrivateKey()).address
    const bundler = bundlerClient()
    const hash = await bundler.sendUserOperation({
      account,
      authorization: await authorize(),
      calls: [transfer(alice, parseUnits('2', 18))],
    })
    expect((await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 100 })).success).toBe(true)
    expect(await tokenBalance(alice)).toBe(parseUnits('2', 18))
    expect(await tokenBalance(owner.address)).toBe(parseUnits('98', 18))
  })

  test('a paymaster signature that does not match the operation is refused by the EntryPoint and nothing lands', async () => {
    const { account, authorize } = await newVisitor()
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const bundler = bundlerClient()
    const prepared = await bundler.prepareUserOperation({
      account,
      authorization: await authorize(),
      calls: [transfer(receiver, 5n)],
    })
    // The visitor raises the gas price after the paymaster signed: the paymaster's hash no longer matches.
    const tampered = { ...prepared, maxFeePerGas: prepared.maxFeePerGas + 1n }
    const signature = await account.signUserOperation(tampered)
    await expect(
      bundler.request({
        method: 'eth_sendUserOperation',
        params: [formatUserOperationRequest({ ...tampered, signature }), contracts.entryPoint],
      }),
    ).rejects.toThrow(/AA34 signature error/)
    expect(await tokenBalance(receiver)).toBe(0n)
  })

  test('an operation without this paymaster is not bundled, and sponsorship above the cost bound is refused', async () => {
    const { account } = await newVisitor()
    const bundler = bundlerClient()
    const prepared = await bundler.prepareUserOperation({ account, calls: [transfer(account.address, 1n)] })
    const unsponsored = { ...prepared, paymaster: undefined, paymasterData: undefined }
    await expect(
      bundler.request({
        method: 'eth_sendUserOperation',
        params: [formatUserOperationRequest(unsponsored), contracts.entryPoint],
      }),
    ).rejects.toThrow("Only operations sponsored by this server's paymaster are bundled")
    await expect(
      bundler.request({
        method: 'pm_getPaymasterData',
        params: [
          formatUserOperationRequest({ ...prepared, maxFeePerGas: parseEther('1') }),
          contracts.entryPoint,
          '0x7a69',
          {},
        ],
      } as never),
    ).rejects.toThrow(/costs? more than this server sponsors/)
  })

  test('checks the project and the origin like every credentialed route (RELIABILITY #26)', async () => {
    const request = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }
    const listed = await postRpc(request, { origin: 'https://app.example.com' })
    expect(listed.status).toBe(200)
    expect(listed.body).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://app.example.com')
    const stranger = await postRpc(request, { origin: 'https://evil.example.net' })
    expect(stranger.status).toBe(403)
    expect(stranger.body).toEqual({ error: 'Origin not allowed' })
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
    const unknownProject = await postRpc(request, { params: { projectId: 'no-such-project' } })
    expect(unknownProject.status).toBe(403)
    expect(unknownProject.body).toEqual({ error: 'Unknown projectId' })
  })

  test('a node that cannot be reached is a JSON-RPC error the client can show, never a 500 (RELIABILITY #22)', async () => {
    const offline = await startServer({
      projects: TEST_PROJECTS,
      sponsor: {
        chainId: anvil.chainId,
        rpcUrl: 'http://127.0.0.1:9',
        rpcTimeoutMs: 2_000,
        paymaster: contracts.sponsorPaymaster,
        bundlerKey: ANVIL_BUNDLER_KEY,
        paymasterSignerKey: ANVIL_PAYMASTER_SIGNER_KEY,
      },
    })
    try {
      const operation = {
        sender: privateKeyToAccount(generatePrivateKey()).address,
        nonce: '0x0',
        callData: '0x',
        signature: '0x',
      }
      const response = await fetch(apiUrl(offline.url, SPONSOR_RPC_PATH), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 3,
          method: 'eth_estimateUserOperationGas',
          params: [operation, contracts.entryPoint],
        }),
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        jsonrpc: '2.0',
        id: 3,
        error: { code: -32603, message: 'The network cannot be reached. Try again.' },
      })
    } finally {
      await offline.close()
    }
  })

  test('bounds the request: too large is 413, malformed is 400, an unknown method is -32601', async () => {
    const huge = await postRpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_chainId',
      params: ['0x'.padEnd(70_000, 'a')],
    })
    expect(huge.status).toBe(413)
    const malformed = await postRpc('{"jsonrpc":"2.0","id":1,"method":')
    expect(malformed.status).toBe(400)
    const tooManyParams = await postRpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_chainId',
      params: [1, 2, 3, 4, 5],
    })
    expect(tooManyParams.status).toBe(400)
    const unknown = await postRpc({ jsonrpc: '2.0', id: 7, method: 'debug_traceCall', params: [] })
    expect(unknown.body).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32601, message: 'The method debug_traceCall is not offered' },
    })
    const badOperation = await postRpc({
      jsonrpc: '2.0',
      id: 8,
      method: 'eth_sendUserOperation',
      params: [{ sender: 'nope' }, contracts.entryPoint],
    })
    expect(badOperation.status).toBe(200)
    expect((badOperation.body.error as { code: number }).code).toBe(-32602)
  })
})
