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
import { logWindowStart, readIncomingTransfers } from './readIncomingTransfers'
import { toChainDataError } from './toChainDataError'

/** Transactions asked of the node per read (one Otterscan page). */
const ACTIVITY_PAGE_SIZE = 25

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
  /** True when no older transaction of the account exists. */
  lastPage?: boolean
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
 * received directly, plus incoming ERC20 transfers from `eth_getLogs` on the Transfer topic. With `before` (a
 * transaction hash), the page of blocks older than that transaction's. Otterscan pages hold whole blocks, and the
 * logs are read over the same blocks as the page, so pages neither overlap nor skip. A node without the Otterscan
 * methods is "not available".
 */
export async function readEvmActivity(
  client: PublicClient,
  input: { owner: Address; networkId: ActivityItem['networkId']; before?: Hex },
): Promise<ActivityItem[]> {
  const { owner, networkId } = input
  const native = client.chain?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  let page: OtsPage
  let incoming: Awaited<ReturnType<typeof readIncomingTransfers>>
  try {
    // Otterscan's block 0 means "from the latest block".
    const beforeBlock = input.before
      ? (await client.getTransaction({ hash: input.before })).blockNumber
      : undefined
    if (beforeBlock === 0n) return []
    page = (await client.request({
      method: 'ots_searchTransactionsBefore' as 'eth_call',
      params: [owner, Number(beforeBlock ?? 0n), ACTIVITY_PAGE_SIZE] as never,
    })) as unknown as OtsPage
    const toBlock =
      beforeBlock !== undefined ? beforeBlock - 1n : await client.getBlockNumber({ cacheTime: 0 })
    const pageBlocks = page.txs.map((tx) => BigInt(tx.blockNumber))
    // A full page ends at its oldest block: older logs belong to the next page.
    const fromBlock =
      page.lastPage === false && pageBlocks.length > 0
        ? pageBlocks.reduce((low, block) => (block < low ? block : low))
        : logWindowStart(toBlock)
    incoming = await readIncomingTransfers(client, { owner, fromBlock, toBlock })
  } catch (error) {
    throw toChainDataError(error, 'activity (ots_searchTransactionsBefore, eth_getLogs)')
  }
  // Too many transfers for one page: keep the newest whole blocks of them, and the transactions of those blocks.
  const newestLogs = [...incoming].reverse()
  let kept = newestLogs.length
  const logsMax = ACTIVITY_PAGE_SIZE * 2
  if (kept > logsMax) {
    kept = logsMax
    while (kept < newestLogs.length && newestLogs[kept]?.blockNumber === newestLogs[kept - 1]?.blockNumber)
      kept++
  }
  const cutBlock = kept < newestLogs.length ? newestLogs[kept - 1]?.blockNumber : undefined
  incoming = newestLogs.slice(0, kept)
  const txs =
    cutBlock !== undefined && cutBlock !== null
      ? page.txs.filter((tx) => BigInt(tx.blockNumber) >= cutBlock)
      : page.txs
  const blockOf = new Map<string, bigint>([
    ...txs.map((tx) => [tx.hash, BigInt(tx.blockNumber)] as const),
    ...incoming.flatMap((log) =>
      log.transactionHash && log.blockNumber !== null
        ? [[log.transactionHash, log.blockNumber] as const]
        : [],
    ),
  ])
  const receipts = new Map(page.receipts.map((receipt) => [receipt.transactionHash, receipt]))
  const transfersOut = txs.flatMap((tx) =>
    tx.to && isAddressEqual(tx.from, owner) ? [{ tx, transfer: decodeTransfer(tx.input) }] : [],
  )
  const tokenAddresses = [
    ...new Set([
      ...transfersOut.flatMap(({ tx, transfer }) => (transfer && tx.to ? [getAddress(tx.to)] : [])),
      ...incoming.map((log) => getAddress(log.address)),
    ]),
  ].slice(0, ACTIVITY_PAGE_SIZE)
  const meta = await readTokenMeta(client, tokenAddresses).catch(() => new Map<string, TokenMeta>())
  const items: ActivityItem[] = []
  const seen = new Set<string>()
  for (const tx of txs) {
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
  const fromLogs: ActivityItem[] = []
  for (const log of incoming) {
    if (!log.transactionHash || seen.has(log.transactionHash) || log.blockNumber === null) continue
    const token = meta.get(log.address.toLowerCase())
    if (!token || !log.args.from || log.args.value === undefined) continue
    if (!blockTimes.has(log.blockNumber) && blockTimes.size < ACTIVITY_PAGE_SIZE) {
      const block = await client.getBlock({ blockNumber: log.blockNumber }).catch(() => undefined)
      if (block) blockTimes.set(log.blockNumber, Number(block.timestamp) * 1000)
    }
    const timestamp = blockTimes.get(log.blockNumber)
    seen.add(log.transactionHash)
    fromLogs.push({
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
  const block = (item: ActivityItem) => blockOf.get(item.hash) ?? 0n
  return [...items, ...fromLogs].sort((a, b) => (block(b) > block(a) ? 1 : block(b) < block(a) ? -1 : 0))
}
