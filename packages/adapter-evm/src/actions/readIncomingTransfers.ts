import type { Address, PublicClient } from 'viem'
import { erc20ReadAbi } from '../abi/erc20ReadAbi'

/** How far back incoming token transfers are looked for, in blocks (public nodes cap `eth_getLogs` ranges). */
const INCOMING_LOG_BLOCKS = 50_000n

/** ERC20 `Transfer` logs to `owner` between two blocks (inclusive), oldest first, as the node returns them. */
export function readIncomingTransfers(
  client: PublicClient,
  input: { owner: Address; fromBlock: bigint; toBlock: bigint },
) {
  return client.getLogs({
    event: erc20ReadAbi[4],
    args: { to: input.owner },
    fromBlock: input.fromBlock,
    toBlock: input.toBlock,
  })
}

/** The log window that ends at `toBlock`: `INCOMING_LOG_BLOCKS` back, never below block 0. */
export function logWindowStart(toBlock: bigint): bigint {
  return toBlock > INCOMING_LOG_BLOCKS ? toBlock - INCOMING_LOG_BLOCKS : 0n
}
