import { type Address, createPublicClient, createWalletClient, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { inject } from 'vitest'

// The demo's anvil (chain 31337) as the e-mail wallet's end-to-end tests use it: its contracts, a reader, the test
// token's ERC20 calls, and funding a new account from anvil's dev account 0.

/** The demo's anvil RPC URL. */
export const anvil = inject('anvilRpcUrls')['31337'] as string
/** The contracts the test bed deployed on it, by name. */
export const contracts = inject('evmContracts') as Record<string, Address>
/** A viem client that reads the chain. */
export const reader = createPublicClient({ transport: http(anvil) })
/** The ERC20 calls the tests make on the test token. */
export const erc20 = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
])

// Anvil's dev account 0 (local chains only).
const FUNDER = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

/** A wallet client of anvil's dev account 0: the EVM dev wallet's own account, and the tests' funder. */
export const devAccountWallet = () =>
  createWalletClient({ account: FUNDER, transport: http(anvil), chain: foundry })

/** Sends `wei` and `tokens` of the 18-decimal test token (token18) to `account`, each awaited to its receipt. */
export async function fundFromDevAccount(account: Address, amounts: { wei: bigint; tokens: bigint }) {
  const funder = devAccountWallet()
  await reader.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: account, value: amounts.wei }),
  })
  await reader.waitForTransactionReceipt({
    hash: await funder.writeContract({
      address: contracts.token18 as Address,
      abi: erc20,
      functionName: 'transfer',
      args: [account, amounts.tokens],
    }),
  })
}
