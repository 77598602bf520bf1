import type { Balance, CaipAddress, CaipNetworkId, ConnectedAccount, NetworkResolver } from '@latch/core'
import { InvalidAddressError, parseCaipAddress, toLatchError } from '@latch/core'
import type { StacksAdapterOptions } from '../adapter/types'
import { isStacksAddress } from '../address/isStacksAddress'
import { accountsForNetwork, toConnectedAccounts } from '../address/toConnectedAccounts'
import { fetchStxBalance } from '../balance/fetchStxBalance'
import type { StacksNetworkFacts } from '../networks/stacksNetworkFacts'
import { verifyStacksSignature } from '../siwx/verifyStacksSignature'

/** What the adapter's light part hands the runtime. */
export interface StacksRuntimeHost {
  networks: NetworkResolver<StacksNetworkFacts>
  options: Pick<StacksAdapterOptions, 'balanceTimeoutMs' | 'apiKey'>
}

/** The adapter's parts that need @stacks/transactions, @stacks/encryption and @stacks/network, loaded on demand. */
export interface StacksRuntime {
  toConnectedAccounts(reported: unknown, networkId: CaipNetworkId): ConnectedAccount[]
  accountsForNetwork(accounts: readonly ConnectedAccount[], networkId: CaipNetworkId): ConnectedAccount[]
  getBalance(input: { address: CaipAddress }): Promise<Balance>
  verifySignature(input: { message: string; signature: string; address: CaipAddress }): Promise<boolean>
}

/** Creates the SDK half of the stacks adapter. */
export function createStacksRuntime(host: StacksRuntimeHost): StacksRuntime {
  return {
    toConnectedAccounts,
    accountsForNetwork,
    getBalance: async ({ address }) => {
      const { address: plain, networkId } = parseCaipAddress(address)
      const network = host.networks.network(networkId)
      if (!isStacksAddress(plain, networkId)) throw new InvalidAddressError({ details: address })
      try {
        return await fetchStxBalance({
          baseUrl: host.networks.rpcUrl(networkId),
          network: network.facts.walletNetwork,
          address: plain,
          symbol: network.nativeCurrency.symbol,
          decimals: network.nativeCurrency.decimals,
          timeoutMs: host.options.balanceTimeoutMs ?? 15_000,
          ...(host.options.apiKey ? { apiKey: host.options.apiKey } : {}),
        })
      } catch (error) {
        throw toLatchError(error)
      }
    },
    verifySignature: async (input) => verifyStacksSignature(input),
  }
}
