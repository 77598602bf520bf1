import type { CaipNetworkId } from '../../caip/types'
import { toDisplayText } from '../../text/toDisplayText'
import type { OnrampAsset, OnrampMode, OnrampProvider } from './types'

/** At most this many providers, currencies and assets are kept from an answer (RELIABILITY #6: caps). */
const MAX_PROVIDERS = 20
const MAX_ITEMS = 200

const MODES: readonly OnrampMode[] = ['template', 'signed', 'session']
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const CAIP19 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}\/[-a-z0-9]{3,8}:[-.%a-zA-Z0-9]{1,128}$/
const SAFE_LOGO = /^data:image\/(png|webp|svg\+xml)(;base64)?,/

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value.slice(0, MAX_ITEMS) : [])

function safeLogo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 100_000) return undefined
  if (SAFE_LOGO.test(value)) return value
  try {
    return new URL(value).protocol === 'https:' ? value : undefined
  } catch {
    return undefined
  }
}

function parseAsset(value: unknown): OnrampAsset | undefined {
  if (!isRecord(value) || typeof value.asset !== 'string' || !CAIP19.test(value.asset)) return undefined
  const symbol = toDisplayText(value.symbol, { maxLength: 16 })
  if (!symbol) return undefined
  return { asset: value.asset, symbol, name: toDisplayText(value.name, { maxLength: 48 }) || symbol }
}

function parseProvider(value: unknown): OnrampProvider | undefined {
  if (!isRecord(value) || typeof value.id !== 'string' || !/^[\w-]{1,64}$/.test(value.id)) return undefined
  const name = toDisplayText(value.name)
  const mode = MODES.find((known) => known === value.mode)
  if (!name || !mode) return undefined
  const fiatCurrencies = listOf(value.fiatCurrencies).filter(
    (code): code is string => typeof code === 'string' && /^[A-Z]{3}$/.test(code),
  )
  const networks = listOf(value.networks).filter(
    (id): id is CaipNetworkId => typeof id === 'string' && CAIP2.test(id),
  )
  const assets = listOf(value.assets)
    .map(parseAsset)
    .filter((asset): asset is OnrampAsset => asset !== undefined && networks.includes(chainOf(asset.asset)))
  if (fiatCurrencies.length === 0 || assets.length === 0) return undefined
  const logo = safeLogo(value.logo)
  const feeLabel = toDisplayText(value.feeLabel, { maxLength: 32 })
  return {
    id: value.id,
    name,
    ...(logo ? { logo } : {}),
    ...(feeLabel ? { feeLabel } : {}),
    mode,
    fiatCurrencies: [...new Set(fiatCurrencies)],
    networks: [...new Set(networks)],
    assets,
  }
}

/** The CAIP-2 network of a CAIP-19 asset id. */
export function chainOf(asset: string): CaipNetworkId {
  return asset.split('/')[0] as CaipNetworkId
}

/**
 * The providers of a `/onramp/v1/providers` answer, validated: an entry without an id, name, known mode, currency
 * or asset on its own networks is dropped, as is a repeated id; names and labels are display-safe, a logo is kept
 * only when `https:` or an inline image.
 */
export function parseOnrampProviders(body: unknown): OnrampProvider[] {
  const seen = new Set<string>()
  const providers: OnrampProvider[] = []
  for (const entry of isRecord(body) ? listOf(body.providers) : []) {
    const provider = parseProvider(entry)
    if (!provider || seen.has(provider.id)) continue
    seen.add(provider.id)
    providers.push(provider)
    if (providers.length === MAX_PROVIDERS) break
  }
  return providers
}
