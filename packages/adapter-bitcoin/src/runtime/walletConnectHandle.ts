import {
  type CaipNetworkId,
  UnsupportedChainError,
  type WalletConnectSession,
  WalletRequestError,
} from '@latch/core'
import { base64, hex } from '@scure/base'
import { decodeBitcoinAddress } from '../address/decodeBitcoinAddress'
import type { WalletAddress } from '../address/toConnectedAccount'
import { networkIdOfWalletName, type WalletNetworkName } from '../networks/networkFacts'
import type { BitcoinWalletHandle, WalletSnapshot } from './BitcoinWalletHandle'

const HEX = /^(?:[0-9a-f]{2})+$/i

// A taproot address is the ordinals one, anything else pays (the session's accounts carry no role).
function purposeOf(address: string): string {
  const decoded = decodeBitcoinAddress(address)
  return decoded?.encoding === 'bech32' && decoded.version === 1 ? 'ordinals' : 'payment'
}

function addressesOf(accounts: readonly unknown[], chainId?: CaipNetworkId): WalletAddress[] {
  const plain = accounts
    .map(String)
    .filter((account) => account.startsWith(chainId ? `${chainId}:` : 'bip122:'))
    .map((account) => account.split(':')[2] ?? '')
  return [...new Set(plain)].map((address) => ({ address, purpose: purposeOf(address) }))
}

// BIP-322 signatures are base64 by convention; a wallet that answers hex gets the same bytes re-encoded.
function toBase64Signature(signature: string): string {
  return HEX.test(signature) ? base64.encode(hex.decode(signature.toLowerCase())) : signature
}

/**
 * A WalletConnect session's bip122 part as a wallet the adapter drives (connector `walletConnect`): the session's
 * accounts on the connection's chain, BIP-322 `signMessage` through the session, a network change only among the
 * session's chains (another is `UnsupportedChainError`, RELIABILITY #12), and the session's end as a disconnect.
 */
export function walletConnectHandle(session: WalletConnectSession): BitcoinWalletHandle {
  let chainId: CaipNetworkId | undefined = session.chains[0]
  const snapshot = (): WalletSnapshot => ({ addresses: addressesOf(session.accounts, chainId) })
  const moveTo = (network: WalletNetworkName) => {
    const next = networkIdOfWalletName(network)
    if (!next || !session.chains.includes(next))
      throw new UnsupportedChainError({ details: `the WalletConnect session has no ${next ?? network}` })
    chainId = next
  }
  // Reown's getAccountAddresses, when approved, gives the account's payment and ordinals addresses with their keys.
  const withAddresses = async (): Promise<WalletSnapshot> => {
    const current = snapshot()
    const account = current.addresses[0]?.address
    if (!account || !chainId || !session.methods.includes('getAccountAddresses')) return current
    const listed = await session.request({
      chainId,
      method: 'getAccountAddresses',
      params: { account, intentions: ['payment', 'ordinal'] },
    })
    const addresses = (Array.isArray(listed) ? listed : []).flatMap((entry): WalletAddress[] => {
      const { address, publicKey, intention } = (entry ?? {}) as Record<string, unknown>
      if (typeof address !== 'string') return []
      const purpose =
        intention === 'ordinal' ? 'ordinals' : intention === 'payment' ? 'payment' : purposeOf(address)
      return [{ address, purpose, ...(typeof publicKey === 'string' ? { publicKey } : {}) }]
    })
    return addresses.some((entry) => entry.address === account) ? { addresses } : current
  }
  return {
    connect: async (network) => {
      moveTo(network)
      return withAddresses()
    },
    restore: async () => {
      const current = await withAddresses()
      return current.addresses.length > 0 ? current : null
    },
    // The session is core's to end (one session across namespaces).
    disconnect: async () => {},
    signMessage: async (address, message) => {
      const result = (await session.request({
        chainId: chainId ?? (session.chains[0] as CaipNetworkId),
        method: 'signMessage',
        // The wallet's default (ECDSA, a BIP-137 signature, in Reown's Bitcoin RPC) for a key-hash address; a
        // taproot address can only sign BIP-322. `./verify` checks both.
        params: {
          account: address,
          address,
          message,
          ...(purposeOf(address) === 'ordinals' ? { protocol: 'bip322' } : {}),
        },
      })) as { signature?: unknown }
      if (typeof result?.signature !== 'string' || result.signature.length === 0)
        throw new WalletRequestError({ details: 'signMessage returned no signature' })
      return toBase64Signature(result.signature)
    },
    changeNetwork: async (network) => {
      moveTo(network)
      return snapshot()
    },
    watch: (listener) =>
      session.subscribe((event) => {
        if (event.type === 'ended') listener({ type: 'disconnect' })
        else if (event.type === 'accounts') listener({ type: 'accounts', addresses: snapshot().addresses })
        else if (event.name === 'bip122_addressesChanged' && Array.isArray(event.data))
          listener({
            type: 'accounts',
            addresses: event.data.flatMap((entry) => {
              const address = (entry as { address?: unknown })?.address
              return typeof address === 'string' ? [{ address, purpose: purposeOf(address) }] : []
            }),
          })
      }),
  }
}
