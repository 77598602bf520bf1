import type { ChainNamespace } from '../caip/namespaces'
import type { CaipNetworkId } from '../caip/types'
import { ConnectorNotFoundError } from '../errors/classes/ConnectorNotFoundError'
import { WalletRequestError } from '../errors/classes/WalletRequestError'
import type { LatchError } from '../errors/LatchError'
import { toLatchError } from '../errors/toLatchError'
import type { NetworkResolver } from './createNetworkResolver'
import type { AdapterContext, ChainAdapter, Connection } from './types'

/**
 * Asks `wallet` (connector `connectorId`) for its accounts on `networkId`: with a prompt, or `silent`ly for a stored
 * connection; null when it grants none (no standing grant, for a silent one).
 */
export type OpenConnection<W> = (
  wallet: W,
  networkId: CaipNetworkId,
  silent: boolean,
  connectorId: string,
) => Promise<Connection | null>

/**
 * An adapter's `connect` and `reconnect` over one `open`, which asks a wallet for its accounts on `networkId`:
 * with a prompt, or `silent`ly for a stored connection (null when the wallet no longer grants them). `find` gives
 * the wallet a connector id names (a reconnect may wait a moment for it to inject itself); a connect to a wallet
 * the page does not have is `ConnectorNotFoundError`, a reconnect to it null. `connect` opens on the asked network
 * (`UnsupportedChainError` for one the host did not configure) or the current one; a wallet that grants no
 * account is `WalletRequestError`, and what `open` throws leaves through `toError` (`toLatchError` by default).
 * `reconnect` resumes on the saved network while the host offers it; a failure there is logged as
 * `<namespace>: could not restore the wallet connection` and counts as null, as core expects.
 */
export function connectMembers<W>(input: {
  /** The wallet side's shell (`WalletSideShell`), or an adapter's own namespace and context. */
  shell: { namespace: ChainNamespace; context: () => AdapterContext }
  networks: NetworkResolver<unknown>
  find(connectorId: string, silent: boolean): W | undefined | Promise<W | undefined>
  open: OpenConnection<W>
  toError?: (error: unknown) => LatchError
}): Pick<ChainAdapter, 'connect' | 'reconnect'> {
  const { shell, networks, toError = toLatchError } = input
  const open = async (connectorId: string, networkId: CaipNetworkId, silent: boolean) => {
    const wallet = await input.find(connectorId, silent)
    if (wallet === undefined) {
      if (silent) return null
      throw new ConnectorNotFoundError({ details: connectorId })
    }
    return input.open(wallet, networkId, silent, connectorId)
  }
  return {
    connect: async ({ connectorId, networkId }) => {
      try {
        const network = networkId ? networks.network(networkId) : networks.current()
        const connection = await open(connectorId, network.id, false)
        if (!connection)
          throw new WalletRequestError({ details: `the wallet granted no ${shell.namespace} account` })
        return connection
      } catch (error) {
        throw toError(error)
      }
    },
    reconnect: async (saved) => {
      try {
        return await open(saved.connectorId, networks.restore(saved.networkId).id, true)
      } catch (error) {
        shell
          .context()
          .logger.warn(`${shell.namespace}: could not restore the wallet connection`, toError(error))
        return null
      }
    },
  }
}
