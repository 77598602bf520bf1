import type { RemoteFeatures, SocialProvider } from '../../options/types'
import { explorerUrl, type SdkParams } from './explorerUrl'

/**
 * What the project's remote config said (spec §7). Each part is absent when its answer was unusable (unreachable,
 * timed out, refused, or not the documented shape): then the host's options stay in force for it.
 */
export interface RemoteConfig {
  features?: RemoteFeatures
  analyticsEnabled?: boolean
  /** Why a part is absent, short (`config: HTTP 500`, `analytics: timeout`): no URL, body or project id. */
  failures: string[]
}

/** Options of {@link fetchRemoteConfig}. */
export interface FetchRemoteConfigOptions extends SdkParams {
  baseUrl: string
  fetch?: typeof fetch
  /** Abort each request after this many ms (RELIABILITY #5); default 5 s. */
  timeoutMs?: number
}

/** Larger answers are refused unread further (RELIABILITY #6): a project's config is a few hundred bytes. */
const MAX_BODY_BYTES = 64 * 1024
/** At most this many feature entries are read (RELIABILITY #6). */
const MAX_FEATURES = 100
const SOCIAL_PROVIDERS: readonly SocialProvider[] = [
  'google',
  'x',
  'github',
  'discord',
  'apple',
  'facebook',
  'farcaster',
]

/** A failure that carries only a short reason (status or kind), never a URL, a body or a project id. */
class RemoteConfigFailure extends Error {}

async function readJson(url: URL, options: FetchRemoteConfigOptions): Promise<unknown> {
  const doFetch = options.fetch ?? globalThis.fetch
  let response: Response
  try {
    response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5000) })
  } catch (error) {
    throw new RemoteConfigFailure(
      error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable',
    )
  }
  if (!response.ok) throw new RemoteConfigFailure(`HTTP ${response.status}`)
  const declared = Number(response.headers.get('content-length'))
  if (declared > MAX_BODY_BYTES) throw new RemoteConfigFailure('answer too large')
  const text = await response.text().catch(() => {
    throw new RemoteConfigFailure('answer not read')
  })
  if (text.length > MAX_BODY_BYTES) throw new RemoteConfigFailure('answer too large')
  try {
    return JSON.parse(text)
  } catch {
    throw new RemoteConfigFailure('answer not JSON')
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The strings of a feature's `config` list (others dropped, capped), or undefined when it is not a list. */
function stringList(config: unknown, keep: (entry: string) => boolean): string[] | undefined {
  if (!Array.isArray(config)) return undefined
  return config
    .slice(0, MAX_FEATURES)
    .filter((entry): entry is string => typeof entry === 'string' && keep(entry))
}

/**
 * The remote features of `/appkit/v1/config`'s `{ features: [{ id, isEnabled, config? }] }`: `email`, `socials`
 * (its `config` the providers), `multi_wallet`, `email_capture` (its `config` the fields to ask for). Unknown ids,
 * entries of the wrong shape and unknown providers are dropped; the first entry of an id counts.
 */
function parseRemoteFeatures(body: unknown): RemoteFeatures {
  if (!isRecord(body) || !Array.isArray(body.features)) throw new RemoteConfigFailure('no features list')
  const features: RemoteFeatures = {}
  for (const entry of body.features.slice(0, MAX_FEATURES)) {
    if (!isRecord(entry) || typeof entry.id !== 'string' || typeof entry.isEnabled !== 'boolean') continue
    const on = entry.isEnabled
    if (entry.id === 'email' && features.email === undefined) features.email = on
    else if (entry.id === 'multi_wallet' && features.multiWallet === undefined) features.multiWallet = on
    else if (entry.id === 'socials' && features.socials === undefined) {
      const providers = stringList(entry.config, (name) =>
        SOCIAL_PROVIDERS.includes(name as SocialProvider),
      ) as SocialProvider[] | undefined
      // On without a list of providers: the default providers.
      if (!on) features.socials = false
      else if (providers) features.socials = [...new Set(providers)]
    } else if (entry.id === 'email_capture' && features.emailCapture === undefined) {
      const fields = stringList(entry.config, (name) => /^[\w-]{1,64}$/.test(name))
      features.emailCapture = on ? (fields?.length ? fields : true) : false
    }
  }
  return features
}

/**
 * Reads the project's remote config: GET `/appkit/v1/config` (its features) and GET `/getAnalyticsConfig` (its
 * `isAnalyticsEnabled`) with the sdk params, both at once, each with a timeout, each used only when its answer has
 * the documented shape. Never throws.
 */
export async function fetchRemoteConfig(options: FetchRemoteConfigOptions): Promise<RemoteConfig> {
  let configUrl: URL
  let analyticsUrl: URL
  try {
    configUrl = explorerUrl(options.baseUrl, '/appkit/v1/config', options)
    analyticsUrl = explorerUrl(options.baseUrl, '/getAnalyticsConfig', options)
  } catch {
    return { failures: ['config: bad explorer URL', 'analytics: bad explorer URL'] }
  }
  const [config, analytics] = await Promise.allSettled([
    readJson(configUrl, options).then(parseRemoteFeatures),
    readJson(analyticsUrl, options).then((body) => {
      const enabled = isRecord(body) ? body.isAnalyticsEnabled : undefined
      if (typeof enabled !== 'boolean') throw new RemoteConfigFailure('no isAnalyticsEnabled')
      return enabled
    }),
  ])
  const reason = (failure: unknown) =>
    failure instanceof RemoteConfigFailure ? failure.message : 'unusable answer'
  const result: RemoteConfig = { failures: [] }
  if (config.status === 'fulfilled') result.features = config.value
  else result.failures.push(`config: ${reason(config.reason)}`)
  if (analytics.status === 'fulfilled') result.analyticsEnabled = analytics.value
  else result.failures.push(`analytics: ${reason(analytics.reason)}`)
  return result
}
