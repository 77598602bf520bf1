import type { ChainNamespace } from '../caip/namespaces'
import type { CaipNetworkId } from '../caip/types'
import { WalletRequestError } from '../errors/classes/WalletRequestError'
import type { LatchError } from '../errors/LatchError'
import { toLatchError } from '../errors/toLatchError'
import type { NetworkResolver } from './createNetworkResolver'
import type { AdapterContext, ChainAdapter, Connection } from './types'

/**
 * An adapter's `connect` and `reconnect` over one `open`, which asks the wallet `connectorId` for its accounts on
 * `networkId`: with a prompt, or `silent`ly for a stored connection (null when the wallet no longer grants them).
 * `connect` opens on the asked network (`UnsupportedChainError` for one the host did not configure) or the current
 * one; a wallet that grants no account is `WalletRequestError`, and what `open` throws leaves through `toError`
 * (`toLatchError` by default). `reconnect` resumes on the saved network while the host offers it; a failure there
 * is logged as `<namespace>: could not restore the wallet connection` and counts as null, as core expects.
 */
export function connectMembers(input: {
  namespace: ChainNamespace
  context: () => AdapterContext
  networks: NetworkResolver<unknown>
  open(connectorId: string, networkId: CaipNetworkId, silent: boolean): Promise<Connection | null>
  toError?: (error: unknown) => LatchError
}): Pick<ChainAdapter, 'connect' | 'reconnect'> {
  const { networks, toError = toLatchError } = input
  return {
    connect: async ({ connectorId, networkId }) => {
      try {
        const network = networkId ? networks.network(networkId) : networks.current()
        const connection = await input.open(connectorId, network.id, false)
        if (!connection)
          throw new WalletRequestError({ details: `the wallet granted no ${input.namespace} account` })
        return connection
      } catch (error) {
        throw toError(error)
      }
    },
    reconnect: async (saved) => {
      try {
        return await input.open(saved.connectorId, networks.restore(saved.networkId).id, true)
      } catch (error) {
        input
          .context()
          .logger.warn(`${input.namespace}: could not restore the wallet connection`, toError(error))
        return null
      }
    },
  }
}
