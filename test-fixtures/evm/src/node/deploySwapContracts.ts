import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  maxUint256,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { ANVIL_PRIVATE_KEYS } from '../wallet/anvilAccounts'
import type { CompiledContract } from './compileContracts'
import { uniswapArtifacts } from './uniswapArtifacts'

/** The Uniswap V2 set `deploySwapContracts` puts on a node. */
export interface SwapContracts {
  weth: Address
  swapFactory: Address
  swapRouter: Address
}

/** Tokens the pools are made of (all supplies held by dev account 0). */
export interface SwapPoolTokens {
  /** 18-decimal LTT. */
  token18: Address
  /** 6-decimal LUSD. */
  token6: Address
  /** 18-decimal EIP-2612 token. */
  permitToken: Address
}

/**
 * Liquidity the fixture adds, in base units. The funded pools price 1 ETH at 1,500 LTT and 1 LTT at 2 LPT (the
 * demo's fixed feed: ETH $3,000, LTT $2, LPT $1); the thin pool (WETH/LUSD) holds next to nothing, so any
 * real amount moves its price past the server's limit ('Insufficient liquidity').
 */
export const SWAP_POOLS = {
  ethLtt: { eth: 100n * 10n ** 18n, ltt: 150_000n * 10n ** 18n },
  lttPermit: { ltt: 50_000n * 10n ** 18n, permit: 100_000n * 10n ** 18n },
  thinEthLusd: { eth: 10n ** 12n, lusd: 3_000n },
} as const

/**
 * Deploys WETH9, the V2 factory and Router02 from dev account 0 and adds the two funded pools and the thin one; dev
 * account 0's allowances for the router are back to 0 afterwards.
 */
export async function deploySwapContracts(
  chain: Chain,
  rpcUrl: string,
  tokens: SwapPoolTokens,
): Promise<SwapContracts> {
  const account = privateKeyToAccount(ANVIL_PRIVATE_KEYS[0]!)
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const reader = createPublicClient({ chain, transport: http(rpcUrl) })
  const mined = async (hash: `0x${string}`) => {
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (receipt.status !== 'success') throw new Error(`fixture transaction ${hash} reverted`)
    return receipt
  }
  const deploy = async ({ abi, bytecode }: CompiledContract, args: readonly unknown[]): Promise<Address> => {
    const receipt = await mined(await wallet.deployContract({ abi, bytecode, args }))
    if (!receipt.contractAddress) throw new Error('swap fixture contract was not deployed')
    return receipt.contractAddress
  }
  const artifacts = uniswapArtifacts()
  const weth = await deploy(artifacts.WETH9, [])
  const swapFactory = await deploy(artifacts.UniswapV2Factory, [account.address])
  const swapRouter = await deploy(artifacts.UniswapV2Router02, [swapFactory, weth])
  const routerAbi = artifacts.UniswapV2Router02.abi
  const approveAll = async (amount: bigint) => {
    for (const token of [tokens.token18, tokens.token6, tokens.permitToken]) {
      await mined(
        await wallet.writeContract({
          address: token,
          abi: erc20Abi,
          functionName: 'approve',
          args: [swapRouter, amount],
        }),
      )
    }
  }
  await approveAll(maxUint256)
  const addLiquidityEth = async (token: Address, tokenAmount: bigint, ethAmount: bigint) =>
    mined(
      await wallet.writeContract({
        address: swapRouter,
        abi: routerAbi,
        functionName: 'addLiquidityETH',
        args: [token, tokenAmount, 0n, 0n, account.address, maxUint256],
        value: ethAmount,
      }),
    )
  await addLiquidityEth(tokens.token18, SWAP_POOLS.ethLtt.ltt, SWAP_POOLS.ethLtt.eth)
  await mined(
    await wallet.writeContract({
      address: swapRouter,
      abi: routerAbi,
      functionName: 'addLiquidity',
      args: [
        tokens.token18,
        tokens.permitToken,
        SWAP_POOLS.lttPermit.ltt,
        SWAP_POOLS.lttPermit.permit,
        0n,
        0n,
        account.address,
        maxUint256,
      ],
    }),
  )
  await addLiquidityEth(tokens.token6, SWAP_POOLS.thinEthLusd.lusd, SWAP_POOLS.thinEthLusd.eth)
  // Dev account 0 is also the demo's visitor: it starts with no allowance for the router, as a new visitor does.
  await approveAll(0n)
  return { weth, swapFactory, swapRouter }
}
