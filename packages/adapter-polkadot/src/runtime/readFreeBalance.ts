import { TypeRegistry } from '@polkadot/types'
import type { AccountInfo } from '@polkadot/types/interfaces'
import { u8aConcat, u8aToHex } from '@polkadot/util'
import { blake2AsU8a, decodeAddress, xxhashAsU8a } from '@polkadot/util-crypto'
import { substrateRpc } from './substrateRpc'

/** twox128("System") ++ twox128("Account"): the prefix of the System.Account map. */
const SYSTEM_ACCOUNT = u8aConcat(xxhashAsU8a('System', 128), xxhashAsU8a('Account', 128))

/** The System.Account storage key of an account: the map prefix, then Blake2_128Concat of its 32-byte id. */
function systemAccountKey(address: string): `0x${string}` {
  const accountId = decodeAddress(address)
  return u8aToHex(u8aConcat(SYSTEM_ACCOUNT, blake2AsU8a(accountId, 128), accountId))
}

/**
 * Reads free balances with `state_getStorage` and decodes the SCALE `AccountInfo` with @polkadot/types (the
 * relay chains' FrameSystemAccountInfo: nonce, three ref counts, then free, reserved and frozen u128 balances).
 */
export function createBalanceReader(timeoutMs: number) {
  const registry = new TypeRegistry()
  return {
    /**
     * The free balance of `address`, in base units; an account with no storage entry has 0. Each endpoint is
     * tried in turn until one answers; the last failure is thrown.
     */
    readFreeBalance: async (urls: readonly string[], address: string): Promise<bigint> => {
      const key = systemAccountKey(address)
      let stored: unknown
      let failure: unknown = new Error('no RPC endpoint')
      for (const url of urls) {
        try {
          stored = await substrateRpc(url, 'state_getStorage', [key], timeoutMs)
          failure = undefined
          break
        } catch (error) {
          failure = error
        }
      }
      if (failure !== undefined) throw failure
      if (stored === null || stored === undefined) return 0n
      if (typeof stored !== 'string') throw new Error('state_getStorage answered with no hex value')
      return registry.createType<AccountInfo>('AccountInfo', stored).data.free.toBigInt()
    },
  }
}
