import type { ActivityItem } from '@latch/core'
import {
  type Address,
  decodeFunctionData,
  formatUnits,
  getAddress,
  type Hex,
  isAddressEqual,
  type PublicClient,
} from 'viem'
import { multicall } from 'viem/actions'
import { erc20ReadAbi } from '../abi/erc20ReadAbi'
import { erc20TransferAbi } from '../abi/transferAbis'
import { toChainDataError } from './toChainDataError'

/** Transactions asked of the node per read (one Otterscan page). */
const ACTIVITY_PAGE_SIZE = 25
/** How far back incoming token transfers are looked for, in blocks (public nodes cap `eth_getLogs` ranges). */
const INCOMING_LOG_BLOCKS = 50_000n

interface OtsTransaction {
  hash: Hex
  from: Address
  to: Address | null
  value: Hex
  input: Hex
  blockNumber: Hex
  blockTimestamp?: Hex
}
interface OtsReceipt {
  transactionHash: Hex
  status: Hex
  timestamp?: Hex
}
interface OtsPage {
  txs: OtsTransaction[]
  receipts: OtsReceipt[]
}

type TokenMeta = { symbol: string; decimals: number }

async function readTokenMeta(client: PublicClient, tokens: Address[]): Promise<Map<string, TokenMeta>> {
  const meta = new Map<string, TokenMeta>()
  if (tokens.length === 0) return meta
  const results = await multicall(client, {
    contracts: tokens.flatMap((address) => [
      { address, abi: erc20ReadAbi, functionName: 'symbol' } as const,
      { address, abi: erc20ReadAbi, functionName: 'decimals' } as const,
    ]),
    allowFailure: true,
    deployless: client.chain?.contracts?.multicall3 === undefined,
  })
  tokens.forEach((address, index) => {
    const [symbol, decimals] = results.slice(index * 2, index * 2 + 2)
    if (symbol?.status === 'success' && decimals?.status === 'success')
      meta.set(address.toLowerCase(), { symbol: String(symbol.result), decimals: Number(decimals.result) })
  })
  return meta
}

function decodeTransfer(input: Hex): { to: Address; amount: bigint } | undefined {
  try {
    const { functionName, args } = decodeFunctionData({ abi: erc20TransferAbi, data: input })
    return functionName === 'transfer' ? { to: args[0], amount: args[1] } : undefined
  } catch {
    return undefined
  }
}

/**
 * The account's recent activity from the node itself: its transactions through Otterscan's
 * `ots_searchTransactionsBefore` (anvil and Erigon answer it), which only finds transactions the account sent or
 * received directly, plus incoming ERC20 transfers from `eth_getLogs` on the Transfer topic. A node without the
 * Otterscan methods is "not available".
 */
export async function readEvmActivity(
  client: PublicClient,
  input: { owner: Address; networkId: ActivityItem['networkId'] },
): Promise<ActivityItem[]> {
  const { owner, networkId } = input
  const native = client.chain?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  let page: OtsPage
  let incoming: Awaited<ReturnType<typeof client.getLogs<(typeof erc20ReadAbi)[4]>>>
  try {
    page = (await client.request({
      method: 'ots_searchTransactionsBefore' as 'eth_call',
      params: [owner, 0, ACTIVITY_PAGE_SIZE] as never,
    })) as unknown as OtsPage
    const latest = await client.getBlockNumber()
    incoming = await client.getLogs({
      event: erc20ReadAbi[4],
      args: { to: owner },
      fromBlock: latest > INCOMING_LOG_BLOCKS ? latest - INCOMING_LOG_BLOCKS : 0n,
      toBlock: latest,
    })
  } catch (error) {
    throw toChainDataError(error, 'activity (ots_searchTransactionsBefore, eth_getLogs)')
  }
  const receipts = new Map(page.receipts.map((receipt) => [receipt.transactionHash, receipt]))
  const transfersOut = page.txs.flatMap((tx) =>
    tx.to && isAddressEqual(tx.from, owner) ? [{ tx, transfer: decodeTransfer(tx.input) }] : [],
  )
  const tokenAddresses = [
    ...new Set([
      ...transfersOut.flatMap(({ tx, transfer }) => (transfer && tx.to ? [getAddress(tx.to)] : [])),
      ...incoming.map((log) => getAddress(log.address)),
    ]),
  ].slice(0, 20)
  const meta = await readTokenMeta(client, tokenAddresses).catch(() => new Map<string, TokenMeta>())
  const items: ActivityItem[] = []
  const seen = new Set<string>()
  for (const tx of page.txs) {
    seen.add(tx.hash)
    const receipt = receipts.get(tx.hash)
    const time = receipt?.timestamp ?? tx.blockTimestamp
    const base = {
      hash: tx.hash,
      networkId,
      ...(time ? { timestamp: Number(BigInt(time)) * 1000 } : {}),
      ...(receipt?.status === '0x0' ? { failed: true } : {}),
    }
    const sent = isAddressEqual(tx.from, owner)
    const value = BigInt(tx.value)
    const nativeAmount = { formatted: formatUnits(value, native.decimals), symbol: native.symbol }
    if (tx.input === '0x' && tx.to) {
      items.push({
        ...base,
        direction: sent ? 'sent' : 'received',
        counterparty: getAddress(sent ? tx.to : tx.from),
        amount: nativeAmount,
      })
      continue
    }
    const transfer = sent && tx.to ? decodeTransfer(tx.input) : undefined
    const token = tx.to ? meta.get(tx.to.toLowerCase()) : undefined
    if (transfer && token && tx.to) {
      items.push({
        ...base,
        direction: 'sent',
        counterparty: getAddress(transfer.to),
        amount: {
          formatted: formatUnits(transfer.amount, token.decimals),
          symbol: token.symbol,
          tokenAddress: getAddress(tx.to),
        },
      })
      continue
    }
    items.push({
      ...base,
      direction: 'contract',
      ...(tx.to ? { counterparty: getAddress(tx.to) } : {}),
      ...(value > 0n ? { amount: nativeAmount } : {}),
    })
  }
  const blockTimes = new Map<bigint, number>()
  for (const log of incoming) {
    if (!log.transactionHash || seen.has(log.transactionHash) || log.blockNumber === null) continue
    const token = meta.get(log.address.toLowerCase())
    if (!token || !log.args.from || log.args.value === undefined) continue
    if (!blockTimes.has(log.blockNumber) && blockTimes.size < 20) {
      const block = await client.getBlock({ blockNumber: log.blockNumber }).catch(() => undefined)
      if (block) blockTimes.set(log.blockNumber, Number(block.timestamp) * 1000)
    }
    const timestamp = blockTimes.get(log.blockNumber)
    seen.add(log.transactionHash)
    items.push({
      hash: log.transactionHash,
      networkId,
      ...(timestamp !== undefined ? { timestamp } : {}),
      direction: 'received',
      counterparty: getAddress(log.args.from),
      amount: {
        formatted: formatUnits(log.args.value, token.decimals),
        symbol: token.symbol,
        tokenAddress: getAddress(log.address),
      },
    })
  }
  return items.sort((a, b) => (b.timestamp ?? 0) - (a.timestamp ?? 0)).slice(0, ACTIVITY_PAGE_SIZE * 2)
}
