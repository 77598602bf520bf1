import type {
  AddressBalanceResponse,
  AddressStxBalanceResponse,
  CoreNodeInfoResponse,
  ServerStatusResponse,
} from '@stacks/stacks-blockchain-api-types'

/** The chain the local API serves: Stacks mainnet or testnet (its `network_id`, Bitcoin's parent id). */
export type LocalStacksNetwork = 'mainnet' | 'testnet'

const NETWORK_IDS: Record<LocalStacksNetwork, { network_id: number; parent_network_id: number }> = {
  mainnet: { network_id: 1, parent_network_id: 3652501241 },
  testnet: { network_id: 2147483648, parent_network_id: 118034699 },
}

const TIP_HEIGHT = 1000
const TIP = `0x${'ab'.repeat(32)}`

/** `GET /extended/v1/address/:principal/stx`: an unlocked balance of `microStx`. */
export function stxBalanceResponse(microStx: bigint): AddressStxBalanceResponse {
  return {
    balance: microStx.toString(),
    total_sent: '0',
    total_received: microStx.toString(),
    total_fees_sent: '0',
    total_miner_rewards_received: '0',
    lock_tx_id: '',
    locked: '0',
    lock_height: 0,
    burnchain_lock_height: 0,
    burnchain_unlock_height: 0,
  }
}

/** `GET /extended/v1/address/:principal/balances`: STX and no tokens. */
export function balancesResponse(microStx: bigint): AddressBalanceResponse {
  return { stx: stxBalanceResponse(microStx), fungible_tokens: {}, non_fungible_tokens: {} }
}

/** `GET /v2/info` of the node the API fronts. */
export function nodeInfoResponse(network: LocalStacksNetwork): CoreNodeInfoResponse {
  return {
    peer_version: 402653196,
    pox_consensus: `${'cd'.repeat(20)}`,
    burn_block_height: 800_000,
    stable_pox_consensus: `${'ef'.repeat(20)}`,
    stable_burn_block_height: 799_999,
    server_version: 'stacks-node latch-local',
    ...NETWORK_IDS[network],
    stacks_tip_height: TIP_HEIGHT,
    stacks_tip: TIP.slice(2),
    stacks_tip_consensus_hash: `${'12'.repeat(20)}`,
    unanchored_tip: `${'00'.repeat(32)}`,
    exit_at_block_height: 0,
  }
}

/** `GET /extended`: the API's status. */
export function statusResponse(): ServerStatusResponse {
  return {
    server_version: 'stacks-blockchain-api latch-local',
    status: 'ready',
    chain_tip: {
      block_height: TIP_HEIGHT,
      block_hash: TIP,
      index_block_hash: TIP,
      burn_block_height: 800_000,
    },
  }
}
