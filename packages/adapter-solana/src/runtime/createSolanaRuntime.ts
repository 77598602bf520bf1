import type { CaipNetworkId, ChainAdapter, NetworkResolver } from '@latch/core'
import {
  InvalidAddressError,
  InvalidTransactionHashError,
  parseCaipAddress,
  toBalance,
  toLatchError,
} from '@latch/core'
import { isSignature, signature, address as toAddress } from '@solana/kit'
import type { SolanaAdapterOptions } from '../adapter/types'
import { isSolanaAddress } from '../address/isSolanaAddress'
import { readSolanaActivity } from '../chainData/readSolanaActivity'
import { readSolanaTokenBalances } from '../chainData/readSolanaTokenBalances'
import { estimateSolanaFee } from '../fee/estimateSolanaFee'
import { toWalletChain } from '../networks/toWalletChain'
import { createRpcClient, type SolanaRpc } from '../rpc/createRpcClient'
import { verifySolanaSignature } from '../siwx/verifySolanaSignature'
import { buildTransferTransaction } from '../transfer/buildTransferTransaction'
import { sendPreparedTransaction } from '../transfer/sendPreparedTransaction'
import { sendSolanaTransfer } from '../transfer/sendSolanaTransfer'
import type { SolanaWalletHandle } from '../wallets/SolanaWalletHandle'

/** What the adapter's light part hands the runtime: its network lookup, sessions and options. */
export interface SolanaRuntimeHost {
  networks: NetworkResolver
  /** The connected session that holds `address` (CAIP-10); throws `NamespaceOrAddressNotFoundError`. */
  sessionOf(address: string): { handle: SolanaWalletHandle; address: string; networkId: CaipNetworkId }
  options: Pick<SolanaAdapterOptions, 'commitment' | 'rpcTimeoutMs' | 'confirmTimeoutMs'>
}

/** The adapter methods that need @solana/kit and the program clients, loaded on demand by `solanaAdapter`. */
export type SolanaRuntime = Required<
  Pick<
    ChainAdapter,
    | 'getBalance'
    | 'getTokenBalances'
    | 'getActivity'
    | 'sendTransfer'
    | 'sendPreparedTransaction'
    | 'estimateTransferFee'
    | 'verifySignature'
  >
>

/** Creates the @solana/kit half of the solana adapter over the light part's state. */
export function createSolanaRuntime(host: SolanaRuntimeHost): SolanaRuntime {
  const { networks } = host
  const commitment = host.options.commitment ?? 'confirmed'
  const clients = new Map<string, SolanaRpc>()
  const rpcOf = (networkId: CaipNetworkId): SolanaRpc => {
    const url = networks.rpcUrl(networkId)
    let found = clients.get(url)
    if (!found) {
      found = createRpcClient(url, { timeoutMs: host.options.rpcTimeoutMs ?? 15_000 })
      clients.set(url, found)
    }
    return found
  }

  return {
    getBalance: async ({ address }) => {
      const { address: plain, networkId } = parseCaipAddress(address)
      if (!isSolanaAddress(plain)) throw new InvalidAddressError({ details: address })
      const network = networks.network(networkId)
      try {
        const { value: lamports } = await rpcOf(networkId).getBalance(toAddress(plain), { commitment }).send()
        return toBalance(lamports, network.nativeCurrency)
      } catch (error) {
        throw toLatchError(error)
      }
    },
    getTokenBalances: async ({ address }) => {
      const { address: plain, networkId } = parseCaipAddress(address)
      if (!isSolanaAddress(plain)) throw new InvalidAddressError({ details: address })
      return readSolanaTokenBalances(rpcOf(networks.network(networkId).id), { owner: plain, networkId })
    },
    getActivity: async ({ address, before }) => {
      const { address: plain, networkId } = parseCaipAddress(address)
      if (!isSolanaAddress(plain)) throw new InvalidAddressError({ details: address })
      if (before !== undefined && !isSignature(before))
        throw new InvalidTransactionHashError({ details: before })
      const network = networks.network(networkId)
      return readSolanaActivity(rpcOf(network.id), {
        owner: plain,
        networkId,
        native: network.nativeCurrency,
        ...(before ? { before: signature(before) } : {}),
      })
    },
    sendTransfer: async (request) => {
      // The receiver is checked before anything else, so a bad address never reaches a wallet prompt.
      if (!isSolanaAddress(request.to)) throw new InvalidAddressError({ details: request.to })
      const { handle, address, networkId } = host.sessionOf(request.from)
      return sendSolanaTransfer({
        handle,
        rpc: rpcOf(networkId),
        rpcUrl: networks.rpcUrl(networkId),
        chain: toWalletChain(networkId),
        plan: { from: address, to: request.to, token: request.token, value: request.value },
        commitment,
        confirmTimeoutMs: host.options.confirmTimeoutMs ?? 60_000,
      })
    },
    sendPreparedTransaction: async (request) => {
      const { handle, address, networkId } = host.sessionOf(request.from)
      return sendPreparedTransaction({
        handle,
        rpc: rpcOf(networkId),
        rpcUrl: networks.rpcUrl(networkId),
        chain: toWalletChain(networkId),
        from: address,
        transaction: request.transaction,
        commitment,
        confirmTimeoutMs: host.options.confirmTimeoutMs ?? 60_000,
      })
    },
    estimateTransferFee: async (request) => {
      if (!isSolanaAddress(request.to)) throw new InvalidAddressError({ details: request.to })
      const { address, networkId } = host.sessionOf(request.from)
      try {
        // Spec §7: Solana's fee is estimated locally from the transaction that would be sent.
        const plan = { from: address, to: request.to, token: request.token, value: request.value }
        const { message } = await buildTransferTransaction(rpcOf(networkId), plan)
        return toBalance(estimateSolanaFee(message), networks.network(networkId).nativeCurrency)
      } catch (error) {
        throw toLatchError(error)
      }
    },
    verifySignature: verifySolanaSignature,
  }
}
