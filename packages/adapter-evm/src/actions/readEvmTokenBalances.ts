import { InvalidAddressError, type TokenHolding } from '@latch/core'
import { type Address, formatUnits, getAddress, isAddress, type PublicClient } from 'viem'
import { multicall } from 'viem/actions'
import { erc20ReadAbi } from '../abi/erc20ReadAbi'
import { toChainDataError } from './toChainDataError'

/** Most tokens read in one call (4 reads each). */
const TOKENS_READ_MAX = 50

/**
 * Balance, decimals, symbol and name of each listed token, all in one multicall (through the chain's Multicall3
 * when it names one, else viem's deployless multicall, so a bare node like anvil answers too). A token whose reads
 * fail (not a contract, not an ERC20) is left out; a node that refuses `eth_call` is "not available".
 */
export async function readEvmTokenBalances(
  client: PublicClient,
  input: { owner: Address; networkId: TokenHolding['networkId']; tokens: readonly string[] },
): Promise<TokenHolding[]> {
  const tokens = input.tokens.slice(0, TOKENS_READ_MAX).map((token) => {
    if (!isAddress(token, { strict: false })) throw new InvalidAddressError({ details: token })
    return getAddress(token)
  })
  if (tokens.length === 0) return []
  const contracts = tokens.flatMap((address) => [
    { address, abi: erc20ReadAbi, functionName: 'balanceOf', args: [input.owner] } as const,
    { address, abi: erc20ReadAbi, functionName: 'decimals' } as const,
    { address, abi: erc20ReadAbi, functionName: 'symbol' } as const,
    { address, abi: erc20ReadAbi, functionName: 'name' } as const,
  ])
  let results: { status: 'success' | 'failure'; result?: unknown }[]
  try {
    results = await multicall(client, {
      contracts,
      allowFailure: true,
      deployless: client.chain?.contracts?.multicall3 === undefined,
    })
  } catch (error) {
    throw toChainDataError(error, 'token balances (eth_call)')
  }
  const holdings: TokenHolding[] = []
  tokens.forEach((address, index) => {
    const [balance, decimals, symbol, name] = results.slice(index * 4, index * 4 + 4)
    if (balance?.status !== 'success' || decimals?.status !== 'success' || symbol?.status !== 'success')
      return
    const places = Number(decimals.result)
    if (!Number.isInteger(places) || places < 0 || places > 255) return
    holdings.push({
      networkId: input.networkId,
      address,
      name: name?.status === 'success' ? String(name.result) : String(symbol.result),
      symbol: String(symbol.result),
      decimals: places,
      quantity: formatUnits(balance.result as bigint, places),
    })
  })
  return holdings
}
