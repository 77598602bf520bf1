import {
  type CaipNetworkId,
  type ConnectedAccount,
  formatCaipAddress,
  InvalidAddressError,
} from '@latch/core'
import { u8aToHex } from '@polkadot/util'
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import type { InjectedAccount } from '../wallets/injectedTypes'
import { describeWalletValue } from './describeWalletValue'

const KEY_TYPES = new Set(['sr25519', 'ed25519', 'ecdsa'])

/** Where the accounts are shown: the network's CAIP-2 id, SS58 prefix and genesis hash. */
export interface AccountTarget {
  networkId: CaipNetworkId
  ss58Prefix: number
  genesisHash?: string
}

/**
 * Validates an extension's accounts (RELIABILITY #7) and re-encodes them for the network: SS58 with the network's
 * prefix, CAIP-10 on its id, the public key, and the key type as the account's purpose. An account may come as
 * SS58 with any prefix (generic 42, Polkadot 0, Kusama 2, two-byte prefixes) or as its raw public key in hex
 * (`0x` + 32 bytes, or 33 for ecdsa). Ethereum-type accounts (`type: 'ethereum'`, H160, as SubWallet and Talisman
 * give Moonbeam accounts) and accounts the extension restricts to another chain are left out, as extension-dapp's
 * filters do; a 20-byte address without that type, or any malformed one, throws `InvalidAddressError`, as does an
 * answer that is not a list.
 */
export function toConnectedAccounts(
  reported: readonly InjectedAccount[],
  target: AccountTarget,
): ConnectedAccount[] {
  if (!Array.isArray(reported)) {
    throw new InvalidAddressError({ details: `wallet accounts ${describeWalletValue(reported)}` })
  }
  const accounts: ConnectedAccount[] = []
  for (const entry of reported as unknown[]) {
    const account: Partial<Record<keyof InjectedAccount, unknown>> =
      typeof entry === 'object' && entry !== null ? entry : {}
    if (account.type === 'ethereum') continue
    if (account.genesisHash && target.genesisHash && account.genesisHash !== target.genesisHash) continue
    const publicKey = accountIdOf(account.address)
    if (!publicKey) {
      throw new InvalidAddressError({ details: `wallet account ${describeWalletValue(account.address)}` })
    }
    const address = encodeAddress(publicKey, target.ss58Prefix)
    accounts.push({
      address: formatCaipAddress(target.networkId, address),
      type: 'eoa',
      publicKey: u8aToHex(publicKey),
      ...(typeof account.type === 'string' && KEY_TYPES.has(account.type) ? { purpose: account.type } : {}),
    })
  }
  return accounts
}

/** The account id (32 bytes, or a 33-byte ecdsa key) of an SS58 address or a hex public key, else undefined. */
function accountIdOf(address: unknown): Uint8Array | undefined {
  // decodeAddress reads any hex as bytes and checks the SS58 checksum; the length check keeps account ids only.
  if (typeof address !== 'string' || address.length > 200) return undefined
  try {
    const accountId = decodeAddress(address)
    return accountId.length === 32 || accountId.length === 33 ? accountId : undefined
  } catch {
    return undefined
  }
}
