import {
  type AdapterContext,
  type AdapterEvent,
  type CaipNetworkId,
  type ChainAdapter,
  type ConnectedAccount,
  type Connection,
  ConnectorNotFoundError,
  InvalidAddressError,
  MethodNotSupportedError,
  NamespaceOrAddressNotFoundError,
  ProviderDisconnectedError,
  parseCaipAddress,
  toLatchError,
  WalletRequestError,
} from '@latch/core'
import { PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import { isSolanaAddress } from '../address/isSolanaAddress'
import { toConnectedAccount, type WalletAccountInfo } from '../address/toConnectedAccount'
import { formatUnits } from '../balance/formatUnits'
import { estimateSolanaFee } from '../fee/estimateSolanaFee'
import { toWalletChain } from '../networks/toWalletChain'
import { formatSolanaSignInMessage } from '../siwx/formatSolanaSignInMessage'
import { verifySolanaSignature } from '../siwx/verifySolanaSignature'
import { buildTransferTransaction } from '../transfer/buildTransferTransaction'
import { sendSolanaTransfer } from '../transfer/sendSolanaTransfer'
import { createWalletRegistry } from '../wallets/createWalletRegistry'
import type { SolanaWalletHandle } from '../wallets/SolanaWalletHandle'
import { createNetworkResolver } from './createNetworkResolver'
import type { SolanaAdapterOptions } from './types'

interface Session {
  handle: SolanaWalletHandle
  accounts: ConnectedAccount[]
  stopWatching: () => void
}

const plainAddress = (account: ConnectedAccount) => parseCaipAddress(account.address).address

/**
 * The Latch adapter for the `solana` namespace: Wallet Standard wallets (and `@solana/wallet-adapter-base`
 * adapters), SOL and SPL transfers, CAIP-122 sign-in with ed25519 verification. SSR-safe: nothing touches
 * `window` before `start()`.
 */
export function solanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter {
  const commitment = options.commitment ?? 'confirmed'
  const listeners = new Set<(event: AdapterEvent) => void>()
  const sessions = new Map<string, Session>()
  let context: AdapterContext | undefined
  let activeNetworkId: CaipNetworkId | undefined

  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const requireContext = (): AdapterContext => {
    if (!context) throw new WalletRequestError({ details: 'solanaAdapter: setup() was not called' })
    return context
  }
  const networks = createNetworkResolver(requireContext, {
    commitment,
    timeoutMs: options.rpcTimeoutMs ?? 15_000,
  })
  const currentNetworkId = () => activeNetworkId ?? networks.defaultNetwork().id
  const endSession = (connectorId: string) => {
    sessions.get(connectorId)?.stopWatching()
    sessions.delete(connectorId)
  }
  const registry = createWalletRegistry({
    wallets: options.wallets ?? [],
    adapters: options.adapters ?? [],
    discover: options.discover ?? true,
    onChange: (removed) => {
      for (const connectorId of removed) {
        if (!sessions.has(connectorId)) continue
        endSession(connectorId)
        emit({
          type: 'disconnected',
          connectorId,
          error: new ProviderDisconnectedError({ details: connectorId }),
        })
      }
      emit({ type: 'connectorsChanged' })
    },
  })

  const onWalletAccounts = (connectorId: string, reported: readonly WalletAccountInfo[]) => {
    const session = sessions.get(connectorId)
    if (!session) return
    let accounts: ConnectedAccount[]
    try {
      accounts = reported.map((account) => toConnectedAccount(currentNetworkId(), account))
    } catch (error) {
      // A malformed account never reaches state (RELIABILITY #7): the connection ends with the typed error.
      endSession(connectorId)
      emit({ type: 'disconnected', connectorId, error: toLatchError(error) })
      return
    }
    if (accounts.length === 0) {
      endSession(connectorId)
      emit({ type: 'disconnected', connectorId })
      return
    }
    const same = accounts.map((a) => a.address).join() === session.accounts.map((a) => a.address).join()
    if (same) return
    session.accounts = accounts
    emit({ type: 'accountsChanged', connectorId, accounts })
  }

  // Silent (reconnect): an empty account list means no standing grant, which is null, not an error.
  const open = async (
    handle: SolanaWalletHandle,
    networkId: CaipNetworkId,
    silent: boolean,
  ): Promise<Connection | null> => {
    const reported = await handle.connect(silent)
    const accounts = reported.map((account) => toConnectedAccount(networkId, account))
    if (accounts.length === 0 && silent) return null
    if (accounts.length === 0)
      throw new WalletRequestError({ details: 'the wallet returned no Solana account' })
    const connectorId = handle.connector.id
    endSession(connectorId)
    const stopWatching = handle.watchAccounts((next) => onWalletAccounts(connectorId, next))
    sessions.set(connectorId, { handle, accounts, stopWatching })
    activeNetworkId = networkId
    return { connectorId, accounts, networkId }
  }

  const sessionOf = (address: string): { session: Session; address: string; networkId: CaipNetworkId } => {
    const parsed = parseCaipAddress(address)
    for (const session of sessions.values()) {
      if (session.accounts.some((account) => plainAddress(account) === parsed.address)) {
        return { session, address: parsed.address, networkId: parsed.networkId }
      }
    }
    throw new NamespaceOrAddressNotFoundError({ details: address })
  }

  return {
    namespace: 'solana',
    setup: (input) => {
      context = input
    },
    start: () => registry.start(),
    connectors: () => registry.list().map((handle) => handle.connector),
    connect: async ({ connectorId, networkId }) => {
      const handle = registry.get(connectorId)
      if (!handle) throw new ConnectorNotFoundError({ details: connectorId })
      const network = networkId ? networks.network(networkId) : networks.network(currentNetworkId())
      try {
        const connection = await open(handle, network.id, false)
        if (!connection) throw new WalletRequestError({ details: 'the wallet returned no Solana account' })
        return connection
      } catch (error) {
        throw toLatchError(error)
      }
    },
    reconnect: async (saved) => {
      const handle = registry.get(saved.connectorId)
      if (!handle) return null
      const known =
        saved.networkId && requireContext().networks.some((network) => network.id === saved.networkId)
      const networkId = known && saved.networkId ? saved.networkId : currentNetworkId()
      try {
        return await open(handle, networkId, true)
      } catch (error) {
        requireContext().logger.warn('solana: could not restore the wallet connection', toLatchError(error))
        return null
      }
    },
    disconnect: async (connectorId) => {
      const session = sessions.get(connectorId)
      endSession(connectorId)
      const handle = session?.handle ?? registry.get(connectorId)
      try {
        await handle?.disconnect()
      } catch (error) {
        throw toLatchError(error)
      }
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    switchNetwork: async (networkId) => {
      // Solana wallets do not switch clusters: the dapp picks the RPC, so the host's choice is the switch.
      const next = networks.network(networkId).id
      const changed = next !== currentNetworkId()
      activeNetworkId = next
      if (!changed) return
      // Connected accounts now live on the new network: say so, so their CAIP-10 ids follow.
      for (const [connectorId, session] of sessions) {
        session.accounts = session.accounts.map((account) => ({
          ...account,
          address: `${next}:${plainAddress(account)}`,
        }))
        emit({ type: 'networkChanged', connectorId, networkId: next })
      }
    },
    isAddress: isSolanaAddress,
    getBalance: async ({ address }) => {
      const { address: plain, networkId } = parseCaipAddress(address)
      if (!isSolanaAddress(plain)) throw new InvalidAddressError({ details: address })
      const network = networks.network(networkId)
      try {
        const lamports = BigInt(await networks.connection(networkId).getBalance(new PublicKey(plain)))
        const { symbol, decimals } = network.nativeCurrency
        return { value: lamports.toString(), formatted: formatUnits(lamports, decimals), symbol, decimals }
      } catch (error) {
        throw toLatchError(error)
      }
    },
    signMessage: async ({ address, message }) => {
      const { session, address: plain } = sessionOf(address)
      const sign = session.handle.signMessage
      if (!sign) throw new MethodNotSupportedError({ details: 'solana:signMessage' })
      try {
        return bs58.encode(await sign(plain, new TextEncoder().encode(message)))
      } catch (error) {
        throw toLatchError(error)
      }
    },
    sendTransfer: async (request) => {
      // The receiver is checked before anything else, so a bad address never reaches a wallet prompt.
      if (!isSolanaAddress(request.to)) throw new InvalidAddressError({ details: request.to })
      const { session, address, networkId } = sessionOf(request.from)
      return sendSolanaTransfer({
        handle: session.handle,
        connection: networks.connection(networkId),
        chain: toWalletChain(networkId),
        plan: { from: address, to: request.to, token: request.token, value: request.value },
        commitment,
        confirmTimeoutMs: options.confirmTimeoutMs ?? 60_000,
      })
    },
    estimateTransferFee: async (request) => {
      if (!isSolanaAddress(request.to)) throw new InvalidAddressError({ details: request.to })
      const { address, networkId } = sessionOf(request.from)
      try {
        // Spec §7: Solana's fee is estimated locally from the transaction that would be sent.
        const plan = { from: address, to: request.to, token: request.token, value: request.value }
        const { transaction } = await buildTransferTransaction(networks.connection(networkId), plan)
        const lamports = estimateSolanaFee(transaction)
        const { symbol, decimals } = networks.network(networkId).nativeCurrency
        return { value: lamports.toString(), formatted: formatUnits(lamports, decimals), symbol, decimals }
      } catch (error) {
        throw toLatchError(error)
      }
    },
    formatSignInMessage: formatSolanaSignInMessage,
    verifySignature: async (input) => verifySolanaSignature(input),
    getProvider: (connectorId) => registry.get(connectorId)?.raw,
  }
}
