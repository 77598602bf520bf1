import type { CaipNetworkId, OpenConnection, WalletSession, WalletSide, WalletSideShell } from '@latch/core'
import {
  connectMembers,
  createNetworkResolver,
  createSessionStore,
  forwardTo,
  InvalidAddressError,
  loadChunk,
  MethodNotSupportedError,
  ProviderDisconnectedError,
  parseCaipAddress,
  toLatchError,
} from '@latch/core'
import bs58 from 'bs58'
import { isSolanaAddress } from '../address/isSolanaAddress'
import { toConnectedAccount } from '../address/toConnectedAccount'
import { formatSolanaSignInMessage } from '../siwx/formatSolanaSignInMessage'
import { createWalletRegistry } from '../wallets/createWalletRegistry'
import type { SolanaWalletHandle } from '../wallets/SolanaWalletHandle'
import { toSolanaWalletError } from '../wallets/toSolanaWalletError'
import type { SolanaAdapterOptions } from './types'

/**
 * The part of `solanaAdapter` that `solanaAdapter.ts` imports with `import()` (on `start()`, `load()` or the first
 * wallet action): wallet discovery and the connectors, the sessions, connect, sign, the address check and the
 * sign-in formatter. The @solana/kit runtime (balance, chain data, fee, transfers, signature checks) is a further
 * chunk it imports on the first read or send.
 */
export type SolanaWalletSide = WalletSide<
  | 'selectNetwork'
  | 'getBalance'
  | 'getTokenBalances'
  | 'getActivity'
  | 'sendTransfer'
  | 'sendPreparedTransaction'
  | 'estimateTransferFee'
  | 'verifySignature'
>

interface SolanaSession extends WalletSession {
  handle: SolanaWalletHandle
}

/** A wallet's account list as CAIP-10 accounts on `networkId`; anything malformed is `InvalidAddressError`. */
function toConnectedAccounts(networkId: CaipNetworkId, reported: unknown) {
  if (!Array.isArray(reported))
    throw new InvalidAddressError({ details: 'the wallet returned no account list' })
  return reported.map((account) => toConnectedAccount(networkId, account))
}

/** Builds the wallet side of the solana adapter over the shell's context and event channel. */
export function createSolanaWalletSide(shell: WalletSideShell<SolanaAdapterOptions>): SolanaWalletSide {
  const { options, context, emit } = shell
  const networks = createNetworkResolver(context)
  const sessions = createSessionStore<SolanaSession>(emit)
  const registry = createWalletRegistry(options, sessions.walletsChanged)

  /** The connected session that holds `address` (CAIP-10); throws `NamespaceOrAddressNotFoundError`. */
  const sessionOf = (address: string) => {
    const { session } = sessions.find(address)
    const parsed = parseCaipAddress(address)
    return { handle: session.handle, address: parsed.address, networkId: parsed.networkId }
  }
  const runtime = loadChunk(
    () => import('../runtime/createSolanaRuntime'),
    ({ createSolanaRuntime }) => createSolanaRuntime({ networks, sessionOf, options }),
  )

  // Silent (reconnect): no standing grant is null, not an error.
  const open: OpenConnection<SolanaWalletHandle> = async (handle, networkId, silent, connectorId) => {
    const accounts = toConnectedAccounts(networkId, await handle.connect(silent))
    if (accounts.length === 0) return null
    sessions.set(connectorId, {
      handle,
      accounts,
      stopWatching: handle.watchAccounts((next) =>
        sessions.follow(connectorId, () => toConnectedAccounts(networks.current().id, next)),
      ),
    })
    networks.select(networkId)
    return { connectorId, accounts, networkId }
  }

  return {
    start: () => registry.start(),
    connectors: () => registry.list().map((handle) => handle.connector),
    ...connectMembers({ shell, networks, find: registry.get, open, toError: toSolanaWalletError }),
    disconnect: async (connectorId) => {
      const handle = sessions.get(connectorId)?.handle ?? registry.get(connectorId)
      sessions.end(connectorId)
      try {
        await handle?.disconnect()
      } catch (error) {
        throw toLatchError(error)
      }
    },
    // Solana wallets do not switch clusters: the dapp chooses the network (the RPC it reads and sends through),
    // and the connection's accounts are the same keys on that network. No wallet call.
    selectNetwork: async ({ connectorId, networkId }) => {
      const network = networks.network(networkId)
      networks.select(network.id)
      const session = sessions.get(connectorId)
      if (!session) throw new ProviderDisconnectedError({ details: connectorId })
      session.accounts = session.accounts.map((account) => ({
        ...account,
        address: `${network.id}:${parseCaipAddress(account.address).address}`,
      }))
      return { connectorId, accounts: session.accounts, networkId: network.id }
    },
    signMessage: async ({ address, message }) => {
      const { handle, address: plain } = sessionOf(address)
      const sign = handle.signMessage
      if (!sign) throw new MethodNotSupportedError({ details: 'solana:signMessage' })
      try {
        return bs58.encode(await sign(plain, new TextEncoder().encode(message)))
      } catch (error) {
        throw toSolanaWalletError(error)
      }
    },
    ...forwardTo(runtime, [
      'getBalance',
      'getTokenBalances',
      'getActivity',
      'sendTransfer',
      'sendPreparedTransaction',
      'estimateTransferFee',
      'verifySignature',
    ]),
    isAddress: isSolanaAddress,
    formatSignInMessage: formatSolanaSignInMessage,
    getProvider: (connectorId) => registry.get(connectorId)?.raw,
    // The session's wallet code loads with the session (core awaits attach), not with the wallet list.
    attachWalletConnect: async (session, ended) => {
      const { fromWalletConnectSession } = await import('../walletConnect/fromWalletConnectSession')
      if (!ended()) registry.setSessionWallet(fromWalletConnectSession(session, networks.selected))
    },
    detachWalletConnect: () => registry.setSessionWallet(undefined),
  }
}
