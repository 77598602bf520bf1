import {
  type CaipAddress,
  InvalidAddressError,
  parseCaipAddress,
  type TransferRequest,
  toLatchError,
  UnsupportedChainError,
} from '@latch/core'
import { type Config, type Connector, sendTransaction, writeContract } from '@wagmi/core'
import { type Address, getAddress, isAddress } from 'viem'
import { erc20TransferAbi, usdtTransferAbi } from '../abi/transferAbis'
import { isUsdtStyleToken } from '../abi/usdtStyleTokens'

/** The connected wallet a transfer goes through. */
export interface TransferSession {
  connector: Connector
  /** The chain the wallet is on now (from its events). */
  chainId: number
  addresses: readonly Address[]
}

export function readAddress(value: string | undefined): Address {
  if (!value || !isAddress(value, { strict: true })) throw new InvalidAddressError({ details: String(value) })
  return getAddress(value)
}

/**
 * The sender as the wallet knows it: refused (before any prompt) when the wallet did not grant it or is on another
 * chain than the sender's network.
 */
export function connectedSender(session: TransferSession, sender: CaipAddress): Address {
  const from = parseCaipAddress(sender)
  const account = readAddress(from.address)
  if (!session.addresses.includes(account))
    throw new InvalidAddressError({ details: `${account} is not connected` })
  if (from.networkId !== `eip155:${session.chainId}`) {
    throw new UnsupportedChainError({
      details: `the wallet is on eip155:${session.chainId}, the sender on ${from.networkId}`,
    })
  }
  return account
}

/**
 * Sends native currency (`{to, value, data: '0x'}`) or an ERC20 `transfer(receiver, amount)` (USDT-style tokens
 * through their own ABI) and resolves with the transaction hash. A bad receiver, a sender the wallet did not
 * grant, or a wallet on another chain than the sender's network is refused before any wallet prompt.
 */
export async function sendEvmTransfer(
  config: Config,
  session: TransferSession,
  request: TransferRequest,
  tokens: { usdtStyleTokens: readonly string[] } = { usdtStyleTokens: [] },
): Promise<string> {
  const to = readAddress(request.to)
  const account = connectedSender(session, request.from)
  const chainId = session.chainId
  const { connector } = session
  try {
    if (request.token.address === undefined) {
      return await sendTransaction(config, {
        connector,
        account,
        chainId,
        to,
        value: request.value,
        data: '0x',
      })
    }
    const address = readAddress(request.token.address)
    const usdtStyle = isUsdtStyleToken(`eip155:${chainId}:${address}`, tokens.usdtStyleTokens)
    const abi = usdtStyle ? usdtTransferAbi : erc20TransferAbi
    return await writeContract(config, {
      connector,
      account,
      chainId,
      address,
      abi,
      functionName: 'transfer',
      args: [to, request.value],
    })
  } catch (error) {
    throw toLatchError(error)
  }
}
