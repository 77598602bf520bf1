import type { Balance, CaipAddress, CaipNetworkId, ConnectedAccount, NetworkResolver } from '@latch/core'
import { InvalidAddressError, parseCaipAddress, toBalance, toLatchError } from '@latch/core'
import { SuiClient, SuiHTTPTransport } from '@mysten/sui/client'
import type { SuiAdapterOptions } from '../adapter/types'
import { isSuiAddress } from '../address/isSuiAddress'
import { toConnectedAccount, type WalletAccountInfo } from '../address/toConnectedAccount'
import { verifySuiSignature } from '../siwx/verifySuiSignature'

/** What the adapter's light part hands the runtime. */
export interface SuiRuntimeHost {
  networks: NetworkResolver
  options: Pick<SuiAdapterOptions, 'rpcTimeoutMs'>
}

/** The adapter work that needs @mysten/sui, loaded on demand by `suiAdapter` (on connect, reconnect, balance). */
export interface SuiRuntime {
  /** Validates and normalises wallet accounts as CAIP-10 accounts on `networkId`; throws `InvalidAddressError`. */
  toAccounts(networkId: CaipNetworkId, accounts: readonly WalletAccountInfo[]): ConnectedAccount[]
  getBalance(input: { address: CaipAddress }): Promise<Balance>
  verifySignature(input: { message: string; signature: string; address: CaipAddress }): Promise<boolean>
}

/** Creates the @mysten/sui half of the sui adapter: one JSON-RPC `SuiClient` per RPC URL. */
export function createSuiRuntime(host: SuiRuntimeHost): SuiRuntime {
  const clients = new Map<string, SuiClient>()
  const client = (networkId: CaipNetworkId): SuiClient => {
    const url = host.networks.rpcUrl(networkId)
    let found = clients.get(url)
    if (!found) {
      // Every request is aborted after rpcTimeoutMs (RELIABILITY #5, #22): a hung RPC ends in an error.
      const transport = new SuiHTTPTransport({
        url,
        fetch: (input, init) =>
          fetch(input, { ...init, signal: AbortSignal.timeout(host.options.rpcTimeoutMs ?? 15_000) }),
      })
      found = new SuiClient({ transport })
      clients.set(url, found)
    }
    return found
  }

  return {
    toAccounts: (networkId, accounts) => accounts.map((account) => toConnectedAccount(networkId, account)),
    getBalance: async ({ address }) => {
      const { address: owner, networkId } = parseCaipAddress(address)
      if (!isSuiAddress(owner)) throw new InvalidAddressError({ details: address })
      const { nativeCurrency } = host.networks.network(networkId)
      try {
        // No coin type: the node answers for 0x2::sui::SUI.
        const { totalBalance } = await client(networkId).getBalance({ owner })
        return toBalance(BigInt(totalBalance), nativeCurrency)
      } catch (error) {
        throw toLatchError(error)
      }
    },
    verifySignature: verifySuiSignature,
  }
}
