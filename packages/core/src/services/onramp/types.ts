import type { CaipNetworkId } from '../../caip/types'

/** How a provider's page is reached (see apps/server's README): only `signed` and `session` need the address. */
export type OnrampMode = 'template' | 'signed' | 'session'

/** An asset a provider sells. */
export interface OnrampAsset {
  /** CAIP-19 (`eip155:1/slip44:60`). */
  asset: string
  symbol: string
  name: string
}

/** An on-ramp provider the host's server lists for its project. Every text is display-safe. */
export interface OnrampProvider {
  id: string
  name: string
  /** `https:` or an inline raster / SVG image; absent when the server gave none that is safe. */
  logo?: string
  /** The host's wording of the fees ("From 1.5%"). */
  feeLabel?: string
  mode: OnrampMode
  /** ISO 4217 codes. */
  fiatCurrencies: string[]
  networks: CaipNetworkId[]
  assets: OnrampAsset[]
}
