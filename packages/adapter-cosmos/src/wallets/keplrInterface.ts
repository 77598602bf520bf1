// The part of the Keplr injection interface Latch uses. Keplr, Leap, Cosmostation's Keplr-compatible provider,
// OKX and Station implement it; every method but enable and getKey is optional (feature-detected).

/** What `getKey(chainId)` answers. */
export interface KeplrKey {
  readonly name?: string
  /** `secp256k1` (coin type 118) or `ethsecp256k1` (Ethermint chains). */
  readonly algo: string
  readonly pubKey: Uint8Array
  readonly address: Uint8Array
  readonly bech32Address: string
}

/** An amino `StdSignature`: what `signArbitrary` answers, and (as JSON) what `signMessage` returns. */
export interface StdSignature {
  readonly pub_key: { readonly type: string; readonly value: string }
  readonly signature: string
}

/** A currency of a Keplr chain info. */
export interface KeplrCurrency {
  coinDenom: string
  coinMinimalDenom: string
  coinDecimals: number
}

/** The chain description `experimentalSuggestChain` takes. */
export interface KeplrChainInfo {
  rpc: string
  rest: string
  chainId: string
  chainName: string
  stakeCurrency: KeplrCurrency
  bip44: { coinType: number }
  bech32Config: {
    bech32PrefixAccAddr: string
    bech32PrefixAccPub: string
    bech32PrefixValAddr: string
    bech32PrefixValPub: string
    bech32PrefixConsAddr: string
    bech32PrefixConsPub: string
  }
  currencies: KeplrCurrency[]
  feeCurrencies: KeplrCurrency[]
}

/** A Keplr-interface wallet object (`window.keplr`, `window.leap`, ...). */
export interface KeplrLike {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  signArbitrary?(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
  experimentalSuggestChain?(chainInfo: KeplrChainInfo): Promise<void>
  /** Lists the chains the wallet knows (Keplr 0.11+); lets connect enable them all in one prompt. */
  getChainInfosWithoutEndpoints?(): Promise<readonly { chainId: string }[]>
  /** Revokes the site's permission (Keplr 0.12+). */
  disable?(chainIds?: string | string[]): Promise<void>
}

/** True when `value` has the two methods every Keplr-interface wallet has. */
export function isKeplrLike(value: unknown): value is KeplrLike {
  if (typeof value !== 'object' || value === null) return false
  const candidate = value as Partial<KeplrLike>
  return typeof candidate.enable === 'function' && typeof candidate.getKey === 'function'
}
