import { InvalidAddressError, type TokenHolding } from '@latch/core'
import { type Address, formatUnits, getAddress, isAddress, type PublicClient } from 'viem'
import { multicall } from 'viem/actions'
import { erc20ReadAbi } from '../abi/erc20ReadAbi'
import { logWindowStart, readIncomingTransfers } from './readIncomingTransfers'
import { toChainDataError } from './toChainDataError'

/** Most tokens read in one call (4 reads each). */
const TOKENS_READ_MAX = 50

/**
 * The tokens the account received in the last `INCOMING_LOG_BLOCKS` blocks (their Transfer logs to it), newest
 * first, without those already known. A node that refuses the log read finds none: the listed tokens still show.
 */
async function discoverTokens(client: PublicClient, owner: Address, known: readonly Address[]) {
  try {
    const latest = await client.getBlockNumber({ cacheTime: 0 })
    const logs = await readIncomingTransfers(client, {
      owner,
      fromBlock: logWindowStart(latest),
      toBlock: latest,
    })
    const seen = new Set(known.map((token) => token.toLowerCase()))
    const found: Address[] = []
    for (const log of [...logs].reverse()) {
      const token = getAddress(log.address)
      if (seen.has(token.toLowerCase())) continue
      seen.add(token.toLowerCase())
      found.push(token)
    }
    return found
  } catch {
    return []
  }
}

/**
 * Balance, decimals, symbol and name of each listed token and of each token the account received (found by its
 * Transfer logs; kept only while the account holds some), all in one multicall (through the chain's Multicall3
 * when it names one, else viem's deployless multicall, so a bare node like anvil answers too). A token whose reads
 * fail (not a contract, not an ERC20) is left out; a node that refuses `eth_call` is "not available".
 */
export async function readEvmTokenBalances(
  client: PublicClient,
  input: { owner: Address; networkId: TokenHolding['networkId']; tokens: readonly string[] },
): Promise<TokenHolding[]> {
  const listed = input.tokens.slice(0, TOKENS_READ_MAX).map((token) => {
    if (!isAddress(token, { strict: false })) throw new InvalidAddressError({ details: token })
    return getAddress(token)
  })
  const discovered = await discoverTokens(client, input.owner, listed)
  const tokens = [...listed, ...discovered].slice(0, TOKENS_READ_MAX)
  const isListed = new Set(listed)
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
    if (!isListed.has(address) && balance.result === 0n) return
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
