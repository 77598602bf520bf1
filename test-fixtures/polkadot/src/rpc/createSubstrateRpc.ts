import { compactAddLength, hexToU8a, u8aConcat, u8aToHex } from '@polkadot/util'
import type { HexString } from '@polkadot/util/types'
import { blake2AsHex } from '@polkadot/util-crypto'
import { invalidParams, RpcError } from './rpcError'
import type { SubstrateChain } from './substrateChain'

/** JSON-RPC handlers by method name: params in, JSON result out. */
export type SubstrateRpcMethods = Record<string, (params: unknown[]) => unknown>

/** The metadata version the server offers through the Metadata runtime API (the static metadata is V14). */
const METADATA_VERSION = 14

/**
 * The Substrate JSON-RPC methods @polkadot/api sends while it connects and for `query.system.account`, in the
 * wire format of a real node: a two-block chain (genesis and one head block) whose state is System.Account.
 */
export function createSubstrateRpc(chain: SubstrateChain): SubstrateRpcMethods {
  const { spec, registry } = chain
  const genesisHash = spec.genesisHash
  const headHash = blake2AsHex(`${genesisHash}/1`)
  const header = (hash: HexString) =>
    hash === genesisHash
      ? { parentHash: u8aToHex(new Uint8Array(32)), number: '0x0' }
      : { parentHash: genesisHash, number: '0x1' }
  const blockHashAt = (params: unknown[]): HexString | null => {
    const at = params[0]
    if (at === undefined || at === null) return headHash
    const number = typeof at === 'string' ? Number.parseInt(at, at.startsWith('0x') ? 16 : 10) : at
    if (typeof number !== 'number' || !Number.isInteger(number)) throw invalidParams('block number')
    return number === 0 ? genesisHash : number === 1 ? headHash : null
  }
  const hashParam = (value: unknown): HexString => {
    if (value === undefined || value === null) return headHash
    if (value === genesisHash || value === headHash) return value
    throw new RpcError(-32000, `Client error: UnknownBlock: unknown block ${String(value)}`)
  }
  const storageKey = (value: unknown): string => {
    if (typeof value !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(value)) throw invalidParams('storage key')
    return value
  }
  const call = (method: unknown): HexString => {
    if (method === 'Metadata_metadata_versions')
      return registry.createType('Vec<u32>', [METADATA_VERSION]).toHex()
    // Option<OpaqueMetadata>: Some, then the metadata as length-prefixed bytes.
    if (method === 'Metadata_metadata_at_version')
      return u8aToHex(u8aConcat([1], compactAddLength(hexToU8a(chain.metadataHex))))
    throw new RpcError(
      -32000,
      `Client error: Execution failed: Exported method ${String(method)} is not found`,
    )
  }

  const methods: SubstrateRpcMethods = {
    chain_getBlockHash: blockHashAt,
    chain_getFinalizedHead: () => headHash,
    chain_getFinalisedHead: () => headHash,
    chain_getHeader: ([hash]) => ({
      ...header(hashParam(hash)),
      stateRoot: blake2AsHex('state'),
      extrinsicsRoot: blake2AsHex('extrinsics'),
      digest: { logs: [] },
    }),
    state_getRuntimeVersion: ([hash]) => {
      hashParam(hash)
      return chain.runtimeVersion
    },
    state_getMetadata: ([hash]) => {
      hashParam(hash)
      return chain.metadataHex
    },
    state_call: ([method, _data, hash]) => {
      hashParam(hash)
      return call(method)
    },
    state_getStorage: ([key, hash]) => {
      hashParam(hash)
      return chain.readStorage(storageKey(key))
    },
    state_queryStorageAt: ([keys, hash]) => {
      if (!Array.isArray(keys)) throw invalidParams('keys')
      return [
        {
          block: hashParam(hash),
          changes: keys.map((key) => [storageKey(key), chain.readStorage(storageKey(key))]),
        },
      ]
    },
    system_chain: () => spec.name,
    system_name: () => 'Latch Substrate fixture',
    system_version: () => '1.0.0',
    system_chainType: () => 'Development',
    system_health: () => ({ peers: 0, isSyncing: false, shouldHavePeers: false }),
    system_properties: () => ({
      ss58Format: spec.ss58Format,
      tokenDecimals: spec.tokenDecimals,
      tokenSymbol: spec.tokenSymbol,
    }),
  }
  methods.rpc_methods = () => ({ version: 1, methods: Object.keys(methods).sort() })
  return methods
}
