import { signMoonPayUrl } from './moonPaySignature'
import type { OnrampProviderConfig } from './onrampConfig'

type UrlProvider = Extract<OnrampProviderConfig, { mode: 'template' | 'signed' }>
type OnrampAsset = OnrampProviderConfig['assets'][number]

/** What the visitor chose, checked against the provider's lists. */
export interface OnrampChoice {
  fiat: string
  asset: OnrampAsset
  /** A decimal amount of `fiat` ("100", "49.99"). */
  amount: string
  /** The receiving address (the CAIP-10 account's last part); only `signed` and `session` modes use it. */
  address?: string | undefined
}

/**
 * The provider's widget URL for `choice`: the fixed public parameters, then the visitor's choice under the
 * provider's parameter names, every value URL-encoded. `template` mode never carries the address (a public URL);
 * `signed` mode adds it and then MoonPay's signature with `secret`.
 */
export function providerUrl(provider: UrlProvider, choice: OnrampChoice, secret?: string): string {
  const entries: [string, string][] = Object.entries(provider.query)
  const { params } = provider
  if (params.fiat) entries.push([params.fiat, choice.fiat])
  if (params.asset) entries.push([params.asset, choice.asset.code])
  if (params.amount) entries.push([params.amount, choice.amount])
  if (provider.mode === 'signed' && params.address && choice.address)
    entries.push([params.address, choice.address])
  const query = entries
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&')
  const url = `${provider.url}${provider.url.includes('?') ? '&' : '?'}${query}`
  if (provider.mode === 'template') return url
  if (!secret) throw new Error('signing secret missing')
  return signMoonPayUrl(url, secret)
}
