import { type Balance, toBalance, WalletRequestError } from '@latch/core'
import { clientFromNetwork, createNetwork } from '@stacks/network'
import type { AddressStxBalanceResponse } from '@stacks/stacks-blockchain-api-types'

/** Where and how to read a balance. */
export interface StxBalanceRequest {
  /** Stacks API base URL (Hiro's, or your own stacks-blockchain-api). */
  baseUrl: string
  network: 'mainnet' | 'testnet'
  /** Plain Stacks address, already validated. */
  address: string
  symbol: string
  decimals: number
  timeoutMs: number
  /** Sent as `x-api-key` to Hiro hosts only (@stacks/network's API-key middleware). */
  apiKey?: string
}

/**
 * Reads the STX balance from the Stacks API's account balance endpoint,
 * `GET /extended/v1/address/:principal/stx`, through @stacks/network's client (its fetch and middleware).
 * `balance` is micro-STX as a decimal string; anything else in its place is an error, never a wrong number.
 */
export async function fetchStxBalance(request: StxBalanceRequest): Promise<Balance> {
  const network = createNetwork({
    network: request.network,
    client: { baseUrl: request.baseUrl.replace(/\/+$/, '') },
    ...(request.apiKey ? { apiKey: request.apiKey } : {}),
  })
  const client = clientFromNetwork(network)
  const url = `${client.baseUrl}/extended/v1/address/${encodeURIComponent(request.address)}/stx`
  const response = await client.fetch(url, { signal: AbortSignal.timeout(request.timeoutMs) })
  if (!response.ok)
    throw new WalletRequestError({ details: `Stacks API answered ${response.status} for ${url}` })
  const body = (await response.json()) as Partial<AddressStxBalanceResponse> | null
  const value = body?.balance
  if (typeof value !== 'string' || !/^\d{1,40}$/.test(value))
    throw new WalletRequestError({ details: `Stacks API returned no balance for ${request.address}` })
  return toBalance(BigInt(value), request)
}
