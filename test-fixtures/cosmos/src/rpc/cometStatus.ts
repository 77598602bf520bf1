import { createHash } from 'node:crypto'

const hex = (seed: string, bytes: number) =>
  createHash('sha256')
    .update(seed)
    .digest('hex')
    .slice(0, bytes * 2)
    .toUpperCase()

/**
 * A CometBFT 0.38 `status` result for a single-validator chain, as a node answers it. The version makes cosmjs's
 * `connectComet` pick its Comet38 client, as it does against today's public Hub and Osmosis nodes.
 */
export function cometStatus(input: { chainId: string; height: number; time: Date }): unknown {
  const blockHash = hex(`${input.chainId}/block/${input.height}`, 32)
  const appHash = hex(`${input.chainId}/app/${input.height}`, 32)
  return {
    node_info: {
      protocol_version: { p2p: '8', block: '11', app: '0' },
      id: hex(`${input.chainId}/node`, 20).toLowerCase(),
      listen_addr: 'tcp://127.0.0.1:26656',
      network: input.chainId,
      version: '0.38.17',
      channels: '40202122233038606100',
      moniker: 'latch-local',
      other: { tx_index: 'on', rpc_address: 'tcp://127.0.0.1:26657' },
    },
    sync_info: {
      latest_block_hash: blockHash,
      latest_app_hash: appHash,
      latest_block_height: String(input.height),
      latest_block_time: input.time.toISOString(),
      earliest_block_hash: hex(`${input.chainId}/block/1`, 32),
      earliest_app_hash: hex(`${input.chainId}/app/1`, 32),
      earliest_block_height: '1',
      earliest_block_time: input.time.toISOString(),
      catching_up: false,
    },
    validator_info: {
      address: hex(`${input.chainId}/validator`, 20),
      pub_key: {
        type: 'tendermint/PubKeyEd25519',
        value: createHash('sha256').update(`${input.chainId}/validator-key`).digest('base64'),
      },
      voting_power: '10',
    },
  }
}
