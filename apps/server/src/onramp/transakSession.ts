import type { OnrampProviderConfig } from './onrampConfig'
import type { OnrampChoice } from './providerUrl'

type SessionSettings = Extract<OnrampProviderConfig, { mode: 'session' }>['session']

/** The provider refused or failed; the message names the step, never a secret or the provider's answer. */
export class OnrampSessionError extends Error {}

const TIMEOUT_MS = 10_000

async function postJson(url: string, headers: Record<string, string>, body: unknown): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    })
  } catch {
    throw new OnrampSessionError('unreachable')
  }
  if (!response.ok) throw new OnrampSessionError(`answered ${response.status}`)
  try {
    return await response.json()
  } catch {
    throw new OnrampSessionError('answered no JSON')
  }
}

/** `value.data[key]` when it is a non-empty string. */
function dataField(value: unknown, key: string): string | undefined {
  const data = (value as { data?: Record<string, unknown> } | null)?.data
  const field = data?.[key]
  return typeof field === 'string' && field.length > 0 ? field : undefined
}

/** A widget URL the visitor may be sent to: https:, or loopback http when the API itself is local (a test bed). */
function isWidgetUrl(url: string, settings: SessionSettings): boolean {
  if (!URL.canParse(url)) return false
  const parsed = new URL(url)
  if (parsed.protocol === 'https:') return true
  return (
    parsed.protocol === 'http:' &&
    parsed.hostname === '127.0.0.1' &&
    settings.gatewayUrl.startsWith('http://127.0.0.1:')
  )
}

/**
 * A one-time widget URL from Transak's API (docs.transak.com, "Create Widget URL"): a partner access token from
 * `POST {apiUrl}/partners/api/v2/refresh-token` (header `api-secret`, body `{ apiKey }`, answer
 * `{ data: { accessToken, expiresAt } }`), then `POST {gatewayUrl}/api/v2/auth/session` (header `access-token`,
 * body `{ widgetParams }`, answer `{ data: { widgetUrl } }`). The URL holds a single-use session id, so the address
 * and amount travel only between this server and Transak. A token is asked for each time: nothing is kept in
 * memory, and asking again invalidates the previous token, which no other instance then relies on for long.
 */
export async function createTransakSession(
  settings: SessionSettings,
  secret: string,
  choice: OnrampChoice & { address: string },
): Promise<string> {
  const token = dataField(
    await postJson(
      `${settings.apiUrl}/partners/api/v2/refresh-token`,
      { 'api-secret': secret },
      { apiKey: settings.apiKey },
    ),
    'accessToken',
  )
  if (!token) throw new OnrampSessionError('gave no access token')
  const widgetParams = {
    apiKey: settings.apiKey,
    referrerDomain: settings.referrerDomain,
    productsAvailed: 'BUY',
    walletAddress: choice.address,
    cryptoCurrencyCode: choice.asset.code,
    fiatCurrency: choice.fiat,
    fiatAmount: Number(choice.amount),
    ...(choice.asset.networkCode ? { network: choice.asset.networkCode } : {}),
  }
  const widgetUrl = dataField(
    await postJson(`${settings.gatewayUrl}/api/v2/auth/session`, { 'access-token': token }, { widgetParams }),
    'widgetUrl',
  )
  if (!widgetUrl || !isWidgetUrl(widgetUrl, settings))
    throw new OnrampSessionError('gave no usable widget URL')
  return widgetUrl
}
