import type { CaipNetworkId, OpenConnection, WalletSession, WalletSide, WalletSideShell } from '@latch/core'
import {
  connectMembers,
  createNetworkResolver,
  createSessionStore,
  loadChunk,
  MethodNotSupportedError,
  UnsupportedChainError,
  WalletRequestError,
  walletConnectConnector,
} from '@latch/core'
import type { WalletAccount } from '@mysten/wallet-standard'
import { isSuiAddress } from '../address/isSuiAddress'
import type { SuiRuntime } from '../runtime/createSuiRuntime'
import { formatSuiSignInMessage } from '../siwx/formatSuiSignInMessage'
import { createWalletRegistry } from '../wallets/createWalletRegistry'
import { type SuiWallet, suiFeatures } from '../wallets/suiFeatures'
import { toSuiError } from '../wallets/toSuiError'
import type { SuiAdapterOptions } from './types'

/**
 * The part of `suiAdapter` that `suiAdapter.ts` imports with `import()` (on `start()`, `load()` or the first
 * wallet action): Wallet Standard discovery and the connectors, the sessions, connect, sign, the address check and
 * the sign-in formatter. @mysten/sui is a further chunk it imports on connect, reconnect, balance or verification.
 */
export type SuiWalletSide = WalletSide<'selectNetwork' | 'getBalance' | 'verifySignature'>

interface SuiSession extends WalletSession {
  wallet: SuiWallet
  /** Every account the wallet granted, whatever chains they declare (selectNetwork picks among them). */
  granted: readonly WalletAccount[]
  /** The wallet's own account object behind each of `accounts`, in order: signing hands it back to the wallet. */
  walletAccounts: WalletAccount[]
}

// The networks an account declares. `sui:unknown` (what @mysten/dapp-kit's burner wallet declares) names none.
const declaredChains = (account: WalletAccount): unknown[] => {
  const chains: unknown = (account as Partial<WalletAccount> | null)?.chains
  return Array.isArray(chains) ? chains.filter((chain) => chain !== 'sui:unknown') : []
}

// An account that declares no network is taken as usable on every Sui network.
const declares = (account: WalletAccount, networkId: CaipNetworkId) => {
  const chains = declaredChains(account)
  return chains.length === 0 || chains.includes(networkId)
}

/** Builds the wallet side of the sui adapter over the shell's context and event channel. */
export function createSuiWalletSide(shell: WalletSideShell<SuiAdapterOptions>): SuiWalletSide {
  const { options, context, emit } = shell
  const networks = createNetworkResolver(context)
  const sessions = createSessionStore<SuiSession>(emit)
  let loaded: SuiRuntime | undefined
  const registry = createWalletRegistry(options, sessions.walletsChanged)
  const runtime = loadChunk(
    () => import('../runtime/createSuiRuntime'),
    ({ createSuiRuntime }) => {
      loaded = createSuiRuntime({ networks, options })
      return loaded
    },
  )

  /** The granted accounts usable on `networkId`, checked (throws `InvalidAddressError`), with the wallet's own. */
  const usableOn = (ready: SuiRuntime, networkId: CaipNetworkId, granted: readonly WalletAccount[]) => {
    const walletAccounts = granted.filter((account) => declares(account, networkId))
    return { accounts: ready.toAccounts(networkId, walletAccounts), walletAccounts }
  }

  const onWalletAccounts = (connectorId: string, granted: readonly WalletAccount[]) => {
    const session = sessions.get(connectorId)
    if (!session || !loaded) return
    const current = loaded
    sessions.follow(connectorId, () => {
      const { accounts, walletAccounts } = usableOn(current, networks.current().id, granted)
      session.granted = granted
      if (accounts.length > 0) session.walletAccounts = walletAccounts
      return accounts
    })
  }

  // Silent (reconnect): no granted account means no standing grant, which is null, not an error.
  const open: OpenConnection<SuiWallet> = async (wallet, networkId, silent, connectorId) => {
    const features = suiFeatures(wallet)
    const [ready, output] = await Promise.all([
      runtime(),
      features.connect(silent ? { silent: true } : undefined),
    ])
    const { accounts, walletAccounts } = usableOn(ready, networkId, output.accounts)
    if (accounts.length === 0 && silent) return null
    if (accounts.length === 0) {
      throw new WalletRequestError({ details: `the wallet granted no account on ${networkId}` })
    }
    sessions.set(connectorId, {
      wallet,
      granted: output.accounts,
      walletAccounts,
      accounts,
      stopWatching: features.onChange((properties) => {
        if (properties.accounts) onWalletAccounts(connectorId, properties.accounts)
      }),
    })
    networks.select(networkId)
    return { connectorId, accounts, networkId }
  }

  return {
    start: () => registry.start(),
    connectors: () => registry.connectors(),
    ...connectMembers({ shell, networks, find: registry.get, open, toError: toSuiError }),
    disconnect: async (connectorId) => {
      const wallet = sessions.get(connectorId)?.wallet ?? registry.get(connectorId)
      sessions.end(connectorId)
      try {
        if (wallet) await suiFeatures(wallet).disconnect?.()
      } catch (error) {
        throw toSuiError(error)
      }
    },
    selectNetwork: async ({ connectorId, networkId }) => {
      // Sui wallets do not switch networks: the dapp picks the chain its requests carry and the RPC it reads.
      const network = networks.network(networkId)
      const session = sessions.require(connectorId)
      const { accounts, walletAccounts } = usableOn(await runtime(), network.id, session.granted)
      if (accounts.length === 0) {
        throw new UnsupportedChainError({ details: `${connectorId} has no account on ${network.id}` })
      }
      Object.assign(session, { accounts, walletAccounts })
      networks.select(network.id)
      return { connectorId, accounts, networkId: network.id }
    },
    // A Sui address is the same on every Sui network; a network of another namespace has none.
    isAddress: (address: string, networkId?: CaipNetworkId) =>
      isSuiAddress(address) && (networkId === undefined || networkId.startsWith('sui:')),
    signMessage: async ({ address, message }) => {
      const { session, index } = sessions.find(address.toLowerCase())
      const walletAccount = session.walletAccounts[index] as WalletAccount
      // The wallet's feature decides, as @mysten/dapp-kit does: an account's own `features` list is not read, since
      // Mysten's burner wallet lists only its transaction features there yet signs messages.
      const sign = suiFeatures(session.wallet).signPersonalMessage
      if (!sign) throw new MethodNotSupportedError({ details: 'sui:signPersonalMessage' })
      try {
        const { signature } = await sign({
          account: walletAccount,
          message: new TextEncoder().encode(message),
          chain: networks.current().id as `${string}:${string}`,
        })
        return signature
      } catch (error) {
        throw toSuiError(error)
      }
    },
    getBalance: async (request) => (await runtime()).getBalance(request),
    verifySignature: async (request) => (await runtime()).verifySignature(request),
    formatSignInMessage: formatSuiSignInMessage,
    getProvider: (connectorId) => registry.get(connectorId),
    // The session's wallet code loads with the session (core awaits attach), not with the wallet list.
    attachWalletConnect: async (session, ended) => {
      const { sessionSuiWallet } = await import('../walletConnect/sessionSuiWallet')
      if (ended()) return
      registry.setSessionWallet({
        wallet: sessionSuiWallet(session, networks.selected),
        connector: walletConnectConnector(session, 'sui'),
      })
    },
    // The session's end removes its wallet, which disconnects a connection over it.
    detachWalletConnect: () => registry.setSessionWallet(undefined),
  }
}
