import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  maxUint256,
  parseEther,
  parseSignature,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { ANVIL_PRIVATE_KEYS } from '../wallet/anvilAccounts'
import { compileContracts } from './compileContracts'
import { SWAP_POOLS } from './deploySwapContracts'
import { snapshotChain } from './snapshotChain'
import { uniswapArtifacts } from './uniswapArtifacts'

const bed = inject('evmTestBed')
const contracts = bed.chainA.contracts
const reader = createPublicClient({ chain: foundry, transport: http(bed.chainA.rpcUrl) })
const routerAbi = uniswapArtifacts().UniswapV2Router02.abi
const trader = privateKeyToAccount(ANVIL_PRIVATE_KEYS[2]!)
let revert: () => Promise<void>

beforeEach(async () => {
  revert = await snapshotChain(bed.chainA.rpcUrl)
})
afterEach(async () => {
  await revert()
})

const amountsOut = (amountIn: bigint, path: readonly `0x${string}`[]) =>
  reader.readContract({
    address: contracts.swapRouter,
    abi: routerAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  }) as Promise<bigint[]>

describe('deploySwapContracts (Uniswap V2 from the published artifacts)', () => {
  it('prices 1 ETH near 1,500 LTT in the funded pool, less the 0.3% fee and the pool move', async () => {
    const [, out] = await amountsOut(parseEther('1'), [contracts.weth, contracts.token18])
    // x*y=k with the 0.3% fee: 1 ETH into 100 ETH / 150,000 LTT.
    const expected =
      (997n * 10n ** 18n * SWAP_POOLS.ethLtt.ltt) / (SWAP_POOLS.ethLtt.eth * 1000n + 997n * 10n ** 18n)
    expect(out).toBe(expected)
    expect(Number(out) / 1e18).toBeGreaterThan(1480)
    expect(Number(out) / 1e18).toBeLessThan(1500)
  })

  it('swaps ETH for LTT on chain through Router02 and the trader receives the quoted amount', async () => {
    const [, quoted] = await amountsOut(parseEther('1'), [contracts.weth, contracts.token18])
    const wallet = createWalletClient({ account: trader, chain: foundry, transport: http(bed.chainA.rpcUrl) })
    const hash = await wallet.writeContract({
      address: contracts.swapRouter,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [quoted!, [contracts.weth, contracts.token18], trader.address, maxUint256],
      value: parseEther('1'),
      // As wallets do, a margin over the estimate: the pair writes its price accumulators only when the block's time
      // differs from its last update's, so an estimate dated in the second of the pool's deployment can come out short.
      gas: 250_000n,
    })
    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(
      await reader.readContract({
        address: contracts.token18,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [trader.address],
      }),
    ).toBe(quoted)
  })

  it('routes LTT to the permit token through its own pool, and the thin WETH/LUSD pool gives next to nothing', async () => {
    const [, permitOut] = await amountsOut(10n ** 18n, [contracts.token18, contracts.permitToken])
    expect(Number(permitOut) / 1e18).toBeGreaterThan(1.99)
    const [, thinOut] = await amountsOut(parseEther('1'), [contracts.weth, contracts.token6])
    expect(thinOut).toBeLessThan(SWAP_POOLS.thinEthLusd.lusd)
  })

  it('the permit token accepts an EIP-2612 permit signed by the owner and refuses one signed by another key', async () => {
    const owner = privateKeyToAccount(ANVIL_PRIVATE_KEYS[0]!)
    const { abi } = (await compileContracts()).PermitToken
    const sign = (account: typeof owner) =>
      account.signTypedData({
        domain: {
          name: 'Latch Permit Token',
          version: '1',
          chainId: bed.chainA.chainId,
          verifyingContract: contracts.permitToken,
        },
        types: {
          Permit: [
            { name: 'owner', type: 'address' },
            { name: 'spender', type: 'address' },
            { name: 'value', type: 'uint256' },
            { name: 'nonce', type: 'uint256' },
            { name: 'deadline', type: 'uint256' },
          ],
        },
        primaryType: 'Permit',
        message: {
          owner: owner.address,
          spender: contracts.swapRouter,
          value: 5n,
          nonce: 0n,
          deadline: maxUint256,
        },
      })
    const submit = async (signature: `0x${string}`) => {
      const { v, r, s } = parseSignature(signature)
      const wallet = createWalletClient({
        account: trader,
        chain: foundry,
        transport: http(bed.chainA.rpcUrl),
      })
      return wallet.writeContract({
        address: contracts.permitToken,
        abi,
        functionName: 'permit',
        args: [owner.address, contracts.swapRouter, 5n, maxUint256, Number(v), r, s],
      })
    }
    await expect(submit(await sign(trader))).rejects.toThrow(/signature/)
    await reader.waitForTransactionReceipt({ hash: await submit(await sign(owner)) })
    expect(
      await reader.readContract({
        address: contracts.permitToken,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner.address, contracts.swapRouter],
      }),
    ).toBe(5n)
  })
})

describe('deploySwapContracts: the visitor account', () => {
  it('dev account 0 (the demo visitor) starts with no allowance for the router', async () => {
    const owner = privateKeyToAccount(ANVIL_PRIVATE_KEYS[0]!).address
    for (const token of [contracts.token18, contracts.token6, contracts.permitToken]) {
      expect(
        await reader.readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [owner, contracts.swapRouter],
        }),
      ).toBe(0n)
    }
  })
})
