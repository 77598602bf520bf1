import { type Abi, type Address, createPublicClient, createWalletClient, defineChain, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import simple7702Artifact from '../contracts/artifacts/Simple7702Account.json'
import { ANVIL_PRIVATE_KEYS } from '../wallet/anvilAccounts'
import { compileContracts } from './compileContracts'
import { deploySponsorContracts, type SponsorContracts } from './deploySponsorContracts'
import { deploySwapContracts, type SwapContracts } from './deploySwapContracts'

/** Addresses of the contracts `deployContracts` put on a node; every token supply belongs to dev account 0. */
export interface DeployedContracts extends SwapContracts, SponsorContracts {
  /** ERC20 'Latch Test Token' (LTT), 18 decimals. */
  token18: Address
  /** ERC20 'Latch USD' (LUSD), 6 decimals. */
  token6: Address
  /** USDT-style token (USDT), 6 decimals, `transfer` without a return value. */
  usdt: Address
  /** ERC-1271 contract account owned by dev account 0. */
  ownerWallet: Address
  /** CREATE2 factory of OwnerWallet accounts (counterfactual accounts for ERC-6492). */
  walletFactory: Address
  /** ENS Universal Resolver stand-in: dev account 1 is `latch-dev.eth` with the `TEST_ENS_AVATAR` avatar. */
  ensResolver: Address
  /**
   * `Simple7702Account` from `@account-abstraction/contracts` 0.8.0 (MIT, its published artifact): the account code an
   * EOA delegates to with EIP-7702 to batch calls (`executeBatch`, callable by the account itself).
   */
  simple7702Account: Address
  /** ERC20 with EIP-2612 permit 'Latch Permit Token' (LPT), 18 decimals. */
  permitToken: Address
}

/** Primary name the test resolver gives dev account 1. */
export const TEST_ENS_NAME = 'latch-dev.eth'
/** Avatar record the test resolver answers (a data URI, so resolving it needs no network). */
export const TEST_ENS_AVATAR =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4='

/** Compiles (or reads from cache) and deploys the fixture contracts from dev account 0. */
export async function deployContracts(rpcUrl: string, chainId: number): Promise<DeployedContracts> {
  const compiled = await compileContracts()
  const chain = defineChain({
    id: chainId,
    name: `anvil ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const account = privateKeyToAccount(ANVIL_PRIVATE_KEYS[0]!)
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const reader = createPublicClient({ chain, transport: http(rpcUrl) })
  const deploy = async (name: keyof typeof compiled, args: readonly unknown[]): Promise<Address> => {
    const { abi, bytecode } = compiled[name]
    const hash = await wallet.deployContract({ abi, bytecode, args })
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (!receipt.contractAddress) throw new Error(`${name} was not deployed`)
    return receipt.contractAddress
  }
  const deployArtifact = async (abi: Abi, bytecode: `0x${string}`): Promise<Address> => {
    const hash = await wallet.deployContract({ abi, bytecode })
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (!receipt.contractAddress) throw new Error('artifact was not deployed')
    return receipt.contractAddress
  }
  const token18 = await deploy('TestToken', ['Latch Test Token', 'LTT', 18, 1_000_000n * 10n ** 18n])
  const token6 = await deploy('TestToken', ['Latch USD', 'LUSD', 6, 1_000_000n * 10n ** 6n])
  const usdt = await deploy('UsdtLikeToken', [1_000_000n * 10n ** 6n])
  const ownerWallet = await deploy('OwnerWallet', [account.address])
  const walletFactory = await deploy('OwnerWalletFactory', [])
  const ensResolver = await deploy('TestUniversalResolver', [
    privateKeyToAccount(ANVIL_PRIVATE_KEYS[1]!).address,
    TEST_ENS_NAME,
    TEST_ENS_AVATAR,
  ])
  // After the others, so the earlier contracts keep the addresses they had before it came.
  const simple7702Account = await deployArtifact(
    simple7702Artifact.abi as Abi,
    simple7702Artifact.bytecode as `0x${string}`,
  )
  // The swap set last (the deployer's nonces 0 to 6 stay where the demo expects them).
  const permitToken = await deploy('PermitToken', ['Latch Permit Token', 'LPT', 1_000_000n * 10n ** 18n])
  const swap = await deploySwapContracts(chain, rpcUrl, { token18, token6, permitToken })
  // ERC-4337 after everything else, so the earlier contracts keep their addresses.
  const sponsor = await deploySponsorContracts(chain, rpcUrl, compiled.SponsorPaymaster)
  return {
    token18,
    token6,
    usdt,
    ownerWallet,
    walletFactory,
    ensResolver,
    simple7702Account,
    permitToken,
    ...swap,
    ...sponsor,
  }
}
