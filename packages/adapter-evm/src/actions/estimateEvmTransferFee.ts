import type { Balance, TransferRequest } from '@latch/core'
import { InvalidAddressError, parseCaipAddress, toBalance, toLatchError } from '@latch/core'
import { type Address, encodeFunctionData, getAddress, isAddress, type PublicClient } from 'viem'
import { erc20TransferAbi } from '../abi/transferAbis'

function readAddress(value: string): Address {
  if (!isAddress(value, { strict: true })) throw new InvalidAddressError({ details: value })
  return getAddress(value)
}

/**
 * The network fee of a transfer without asking the wallet: the node's gas estimate for the exact call, times the
 * fee per gas it suggests (EIP-1559 max fee, else the legacy gas price), in the native currency.
 */
export async function estimateEvmTransferFee(
  client: PublicClient,
  request: TransferRequest,
): Promise<Balance> {
  const account = readAddress(parseCaipAddress(request.from).address)
  const to = readAddress(request.to)
  const call =
    request.token.address === undefined
      ? { account, to, value: request.value, data: '0x' as const }
      : {
          account,
          to: readAddress(request.token.address),
          data: encodeFunctionData({
            abi: erc20TransferAbi,
            functionName: 'transfer',
            args: [to, request.value],
          }),
        }
  try {
    const [gas, fees] = await Promise.all([client.estimateGas(call), client.estimateFeesPerGas()])
    const perGas =
      'maxFeePerGas' in fees && fees.maxFeePerGas !== undefined ? fees.maxFeePerGas : (fees.gasPrice ?? 0n)
    const value = gas * perGas
    return toBalance(value, client.chain?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 })
  } catch (error) {
    throw toLatchError(error)
  }
}
