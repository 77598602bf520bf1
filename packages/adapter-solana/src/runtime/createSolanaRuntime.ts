import {
  type CaipNetworkId,
  type ChainAdapter,
  InvalidAddressError,
  parseCaipAddress,
  toLatchError,
} from '@latch/core'
import { type Commitment, type Connection, PublicKey } from '@solana/web3.js'
import type { NetworkResolver } from '../adapter/createNetworkResolver'
import { isSolanaAddress } from '../address/isSolanaAddress'
import { formatUnits } from '../balance/formatUnits'
import { estimateSolanaFee } from '../fee/estimateSolanaFee'
import { toWalletChain } from '../networks/toWalletChain'
import { createRpcConnection } from '../rpc/createRpcConnection'
import { verifySolanaSignature } from '../siwx/verifySolanaSignature'
import { buildTransferTransaction } from '../transfer/buildTransferTransaction'
import { sendSolanaTransfer } from '../transfer/sendSolanaTransfer'
import type { SolanaWalletHandle } from '../wallets/SolanaWalletHandle'

/** What the adapter's light part hands the runtime: its network lookup, sessions and options. */
export interface SolanaRuntimeHost {
  networks: NetworkResolver
  /** The connected session that holds `address` (CAIP-10); throws `NamespaceOrAddressNotFoundError`. */
  sessionOf(address: string): { handle: SolanaWalletHandle; address: string; networkId: CaipNetworkId }
  commitment: Commitment
  rpcTimeoutMs: number
  confirmTimeoutMs: number
}

/** The adapter methods that need @solana/web3.js, spl-token or tweetnacl, loaded on demand by `solanaAdapter`. */
export type SolanaRuntime = Required<
  Pick<ChainAdapter, 'getBalance' | 'sendTransfer' | 'estimateTransferFee' | 'verifySignature'>
>

/** Creates the web3.js half of the solana adapter over the light part's state. */
export function createSolanaRuntime(host: SolanaRuntimeHost): SolanaRuntime {
  const { networks, commitment } = host
  const connections = new Map<string, Connection>()
  const connection = (networkId: CaipNetworkId): Connection => {
    const url = networks.rpcUrl(networkId)
    let found = connections.get(url)
    if (!found) {
      found = createRpcConnection(url, { commitment, timeoutMs: host.rpcTimeoutMs })
      connections.set(url, found)
    }
    return found
  }

  return {
    getBalance: async ({ address }) => {
      const { address: plain, networkId } = parseCaipAddress(address)
      if (!isSolanaAddress(plain)) throw new InvalidAddressError({ details: address })
      const network = networks.network(networkId)
      try {
        const lamports = BigInt(await connection(networkId).getBalance(new PublicKey(plain)))
        const { symbol, decimals } = network.nativeCurrency
        return { value: lamports.toString(), formatted: formatUnits(lamports, decimals), symbol, decimals }
      } catch (error) {
        throw toLatchError(error)
      }
    },
    sendTransfer: async (request) => {
      // The receiver is checked before anything else, so a bad address never reaches a wallet prompt.
      if (!isSolanaAddress(request.to)) throw new InvalidAddressError({ details: request.to })
      const { handle, address, networkId } = host.sessionOf(request.from)
      return sendSolanaTransfer({
        handle,
        connection: connection(networkId),
        chain: toWalletChain(networkId),
        plan: { from: address, to: request.to, token: request.token, value: request.value },
        commitment,
        confirmTimeoutMs: host.confirmTimeoutMs,
      })
    },
    estimateTransferFee: async (request) => {
      if (!isSolanaAddress(request.to)) throw new InvalidAddressError({ details: request.to })
      const { address, networkId } = host.sessionOf(request.from)
      try {
        // Spec §7: Solana's fee is estimated locally from the transaction that would be sent.
        const plan = { from: address, to: request.to, token: request.token, value: request.value }
        const { transaction } = await buildTransferTransaction(connection(networkId), plan)
        const lamports = estimateSolanaFee(transaction)
        const { symbol, decimals } = networks.network(networkId).nativeCurrency
        return { value: lamports.toString(), formatted: formatUnits(lamports, decimals), symbol, decimals }
      } catch (error) {
        throw toLatchError(error)
      }
    },
    verifySignature: async (input) => verifySolanaSignature(input),
  }
}
