import {
  type CaipNetworkId,
  InvalidAddressError,
  UnsupportedChainError,
  type WalletConnectSession,
  WalletRequestError,
} from '@latch/core'
import { base64 } from '@scure/base'
import type { KeplrKey, KeplrLike, StdSignature } from '../wallets/keplrInterface'

interface WalletConnectAccount {
  address: string
  algo?: string
  pubkey?: string
}

/** The bytes of a `cosmos_getAccounts` public key (base64); malformed text is `InvalidAddressError`. */
function publicKeyOf(text: unknown): Uint8Array {
  try {
    return base64.decode(String(text))
  } catch (error) {
    throw new InvalidAddressError({
      details: 'cosmos_getAccounts returned a public key that is not base64',
      cause: error,
    })
  }
}

/**
 * The ADR-36 amino sign doc of `data` signed by `signer` (what Keplr's `signArbitrary` signs, and what
 * `./verify` rebuilds): one `sign/MsgSignData` message, empty chain id and memo, zero fee, account and sequence.
 */
function adr36SignDoc(signer: string, data: string | Uint8Array) {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: base64.encode(bytes) } }],
    memo: '',
  }
}

/**
 * A WalletConnect session's cosmos part as a Keplr-interface wallet, so the adapter drives it like any other:
 * `enable` accepts the session's chains only (another is `UnsupportedChainError`, RELIABILITY #12), `getKey`
 * gives the session's account (with its public key from `cosmos_getAccounts` when approved), and
 * `signArbitrary` is ADR-36 through `cosmos_signAmino`.
 */
export function sessionKeplr(session: WalletConnectSession): KeplrLike {
  const caip = (chainId: string) => `cosmos:${chainId}` as CaipNetworkId
  const requireChain = (chainId: string) => {
    if (!session.chains.includes(caip(chainId)))
      throw new UnsupportedChainError({ details: `the WalletConnect session has no ${caip(chainId)}` })
  }
  const reported = async (chainId: string): Promise<WalletConnectAccount[]> => {
    if (!session.methods.includes('cosmos_getAccounts')) return []
    const result = await session.request({ chainId: caip(chainId), method: 'cosmos_getAccounts', params: {} })
    return Array.isArray(result) ? (result as WalletConnectAccount[]) : []
  }
  return {
    async enable(chainIds) {
      for (const chainId of typeof chainIds === 'string' ? [chainIds] : chainIds) requireChain(chainId)
    },
    async getChainInfosWithoutEndpoints() {
      return session.chains.map((chain) => ({ chainId: chain.slice('cosmos:'.length) }))
    },
    async getKey(chainId): Promise<KeplrKey> {
      requireChain(chainId)
      const address = session.accounts
        .find((account) => account.startsWith(`${caip(chainId)}:`))
        ?.split(':')[2]
      if (!address)
        throw new WalletRequestError({ details: `the WalletConnect session has no account on ${chainId}` })
      const known = (await reported(chainId)).find((account) => account.address === address)
      return {
        algo: known?.algo ?? 'secp256k1',
        pubKey: known?.pubkey ? publicKeyOf(known.pubkey) : new Uint8Array(),
        address: new Uint8Array(),
        bech32Address: address,
      }
    },
    async signArbitrary(chainId, signer, data): Promise<StdSignature> {
      const result = (await session.request({
        chainId: caip(chainId),
        method: 'cosmos_signAmino',
        params: { signerAddress: signer, signDoc: adr36SignDoc(signer, data) },
      })) as { signature?: StdSignature }
      if (typeof result?.signature?.signature !== 'string' || !result.signature.pub_key)
        throw new WalletRequestError({ details: 'cosmos_signAmino returned no signature' })
      return result.signature
    },
  }
}
