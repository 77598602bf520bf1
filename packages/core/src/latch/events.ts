import type { ChainNamespace } from '../caip/namespaces'
import type { CaipNetworkId } from '../caip/types'
import type { View } from '../state/types'

/** What a swap event says: the tokens (symbols), the amounts in base units and the network. */
interface SwapSummary {
  namespace: ChainNamespace
  fromToken: string
  toToken: string
  fromAmount: string
  toAmount: string
  network: string
}

/** Events the client emits for hosts and analytics (`useLatchEvents`). */
export type LatchEvent =
  | { type: 'MODAL_OPEN'; view: View }
  | { type: 'MODAL_CLOSE' }
  /** The visitor tried to close the modal while sign-in is required (spec §4 close guard). */
  | { type: 'MODAL_CLOSE_REFUSED' }
  | { type: 'CONNECT_SUCCESS'; namespace: ChainNamespace; connectorId: string }
  | { type: 'CONNECT_ERROR'; namespace: ChainNamespace; connectorId: string; message: string }
  | { type: 'DISCONNECT_SUCCESS'; namespace: ChainNamespace }
  | { type: 'SWITCH_NETWORK'; networkId: CaipNetworkId }
  | { type: 'SEND_INITIATED'; namespace: ChainNamespace; token: string; amount: string; network: string }
  | {
      type: 'SEND_SUCCESS'
      namespace: ChainNamespace
      token: string
      amount: string
      network: string
      hash: string
    }
  | { type: 'SEND_ERROR'; namespace?: ChainNamespace; message: string }
  | ({ type: 'SWAP_INITIATED' } & SwapSummary)
  | ({ type: 'SWAP_SUCCESS'; hash: string } & SwapSummary)
  | { type: 'SWAP_ERROR'; namespace: ChainNamespace; message: string }
