import { expandMetadata, Metadata, TypeRegistry } from '@polkadot/types'
import metadataHex from '@polkadot/types-support/metadata/static-polkadot'
import version from '@polkadot/types-support/metadata/v14/polkadot-ver'
import { hexToU8a, u8aToHex } from '@polkadot/util'
import type { HexString } from '@polkadot/util/types'
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'

/** What the local chain says about itself (system_chain, system_properties, chain_getBlockHash(0)). */
export interface ChainSpec {
  /** 0x-prefixed 32-byte genesis hash: the CAIP-2 reference is its first 32 hex characters. */
  genesisHash: HexString
  /** `system_chain`, e.g. `Westend`. */
  name: string
  ss58Format: number
  tokenSymbol: string
  tokenDecimals: number
}

/**
 * The chain behind the server: the real Polkadot runtime metadata that @polkadot/types-support ships, its type
 * registry, and a System.Account store whose keys and values are built by @polkadot/types from that metadata.
 */
export interface SubstrateChain {
  spec: ChainSpec
  registry: TypeRegistry
  metadataHex: HexString
  runtimeVersion: typeof version
  /** The SCALE-encoded AccountInfo stored under `key`, or null (no account). */
  readStorage(key: string): HexString | null
  /** Sets the free balance (base units) of an account, given as SS58 or 0x public key. */
  setFreeBalance(account: string, free: bigint): void
  /** The System.Account storage key of an account. */
  accountKey(account: string): HexString
  /** `account` in this chain's SS58 format. */
  toAddress(account: string): string
}

export function createSubstrateChain(spec: ChainSpec): SubstrateChain {
  const registry = new TypeRegistry()
  const metadata = new Metadata(registry, metadataHex)
  registry.setMetadata(metadata, undefined, undefined, true)
  const entry = expandMetadata(registry, metadata).query.system?.account
  if (!entry?.meta.type.isMap) throw new Error('the metadata has no System.Account map')
  const valueType = registry.createLookupType(entry.meta.type.asMap.value)
  const store = new Map<HexString, HexString>()
  const accountKey = (account: string): HexString =>
    registry.createType('StorageKey', [entry, [decodeAddress(account)]]).toHex()

  return {
    spec,
    registry,
    metadataHex: metadataHex as HexString,
    runtimeVersion: version,
    readStorage: (key) => store.get(u8aToHex(hexToU8a(key))) ?? null,
    setFreeBalance: (account, free) => {
      const info = registry.createType(valueType, { nonce: 0, providers: 1, data: { free } })
      store.set(accountKey(account), info.toHex())
    },
    accountKey,
    toAddress: (account) => encodeAddress(decodeAddress(account), spec.ss58Format),
  }
}
