// The Keplr injection interface, as far as the dev wallet implements it (Keplr's own `Keplr` type has many more
// members). Leap, Cosmostation's Keplr-compatible provider and others implement the same shape.

/** What `getKey(chainId)` answers. */
export interface KeplrKey {
  readonly name: string
  /** `secp256k1` for the Cosmos Hub coin type 118. */
  readonly algo: string
  /** Compressed secp256k1 public key (33 bytes). */
  readonly pubKey: Uint8Array
  /** RIPEMD160(SHA256(pubKey)), the account's 20 address bytes. */
  readonly address: Uint8Array
  readonly bech32Address: string
  readonly isNanoLedger: boolean
  readonly isKeystone: boolean
}

/** An amino `StdSignature`, as `signArbitrary` answers it. */
export interface StdSignature {
  readonly pub_key: { readonly type: string; readonly value: string }
  readonly signature: string
}

/** A currency in a Keplr chain info. */
export interface KeplrCurrency {
  coinDenom: string
  coinMinimalDenom: string
  coinDecimals: number
}

/** The chain description `experimentalSuggestChain` takes (the fields Keplr requires). */
export interface KeplrChainInfo {
  rpc: string
  rest: string
  chainId: string
  chainName: string
  stakeCurrency?: KeplrCurrency
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
