import { type TransactionRequest, toLatchError } from '@latch/core'
import { type Config, sendTransaction } from '@wagmi/core'
import { isHex } from 'viem'
import { connectedSender, readAddress, type TransferSession } from './sendEvmTransfer'

/**
 * Sends a prepared call (`{ to, data, value }`, e.g. a swap router's or a token's `approve`) from the connected
 * account and resolves with the transaction hash. A sender the wallet did not grant, a wallet on another chain, or
 * malformed call data is refused before any wallet prompt.
 */
export async function sendEvmTransaction(
  config: Config,
  session: TransferSession,
  request: TransactionRequest,
): Promise<string> {
  const account = connectedSender(session, request.from)
  const to = readAddress(request.to)
  if (!isHex(request.data, { strict: true })) throw toLatchError(new Error('the call data is not hex'))
  try {
    return await sendTransaction(config, {
      connector: session.connector,
      account,
      chainId: session.chainId,
      to,
      data: request.data,
      value: request.value,
    })
  } catch (error) {
    throw toLatchError(error)
  }
}
