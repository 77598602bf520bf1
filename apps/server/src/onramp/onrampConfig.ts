import * as v from 'valibot'

// A project's on-ramp providers (issue 36), as the projects file declares them. A secret is only ever named here
// (`secretEnv`: the environment variable that holds it), so the projects file, the database and every answer stay
// free of it.

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const CAIP19 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}\/[-a-z0-9]{3,8}:[-.%a-zA-Z0-9]{1,128}$/
const ENV_NAME = /^[A-Z][A-Z0-9_]{0,127}$/

const text = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max))

/** `https:` only; a provider page is opened in the visitor's browser and a logo shown in the modal. */
const httpsUrl = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'must be an https: URL'),
)

/**
 * A provider page: an `https:` URL, or a path on this server (`/onramp/demo-provider`), which the kit joins to the
 * server's base URL (the host's own, trusted setting), so a loopback server in development needs no exception.
 */
const pageUrl = v.union([
  httpsUrl,
  v.pipe(v.string(), v.regex(/^\/(?!\/)[\w\-/.]{0,200}$/, 'must be a path on this server')),
])

/** A logo: `https:`, or an inline raster / SVG image (an SVG in `<img>` runs no script). */
const logoUrl = v.union([
  httpsUrl,
  v.pipe(v.string(), v.maxLength(100_000), v.regex(/^data:image\/(png|webp|svg\+xml)(;base64)?,/)),
])

/** One asset a provider sells: its CAIP-19 id and the provider's own code for it. */
const OnrampAsset = v.object({
  asset: v.pipe(v.string(), v.regex(CAIP19, 'must be a CAIP-19 asset id')),
  code: v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/)),
  symbol: text(16),
  name: text(64),
  /** The provider's code for the asset's network (Transak's `network`), when it wants one. */
  networkCode: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/))),
})

/** The provider's query parameter names for what the visitor chose (a name left out: not sent). */
const ParamNames = v.object({
  fiat: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/))),
  asset: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/))),
  amount: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/))),
  /** Only `signed` mode sends the address in the URL (MoonPay requires the signature once one is prefilled). */
  address: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/))),
})

const common = {
  id: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)),
  name: text(64),
  logo: v.optional(logoUrl),
  /** Shown beside the provider, as the host words it ("From 1.5%"). */
  feeLabel: v.optional(text(64)),
  /** ISO 4217 codes, upper case. */
  fiatCurrencies: v.pipe(v.array(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/))), v.minLength(1)),
  assets: v.pipe(v.array(OnrampAsset), v.minLength(1)),
  /** CAIP-2 networks the provider delivers to. */
  networks: v.pipe(v.array(v.pipe(v.string(), v.regex(CAIP2))), v.minLength(1)),
}

/** A public widget URL with the provider's public key (Meld, Ramp, MoonPay without an address). */
const TemplateProvider = v.object({
  ...common,
  mode: v.literal('template'),
  url: pageUrl,
  /** Fixed public query parameters (`apiKey: pk_live_...`). */
  query: v.optional(v.record(v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/)), text(256)), {}),
  params: ParamNames,
})

/** The URL signed on the server with the provider's secret, as MoonPay's URL signing does. */
const SignedProvider = v.object({
  ...common,
  mode: v.literal('signed'),
  url: pageUrl,
  query: v.optional(v.record(v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/)), text(256)), {}),
  params: ParamNames,
  /** The environment variable holding the signing secret. Unset: the provider is off. */
  secretEnv: v.pipe(v.string(), v.regex(ENV_NAME)),
})

/** A one-time session the server asks the provider for: Transak's Create Widget URL API. */
const SessionProvider = v.object({
  ...common,
  mode: v.literal('session'),
  session: v.object({
    api: v.literal('transak'),
    /** Where the partner access token comes from (`https://api-stg.transak.com`). */
    apiUrl: v.union([httpsUrl, v.pipe(v.string(), v.regex(/^http:\/\/127\.0\.0\.1:\d{1,5}$/))]),
    /** Where the widget session is created (`https://api-gateway-stg.transak.com`). */
    gatewayUrl: v.union([httpsUrl, v.pipe(v.string(), v.regex(/^http:\/\/127\.0\.0\.1:\d{1,5}$/))]),
    apiKey: text(256),
    referrerDomain: text(256),
    /** The environment variable holding the API secret. Unset: the provider is off. */
    secretEnv: v.pipe(v.string(), v.regex(ENV_NAME)),
  }),
})

export const OnrampProviderConfig = v.variant('mode', [TemplateProvider, SignedProvider, SessionProvider])
export type OnrampProviderConfig = v.InferOutput<typeof OnrampProviderConfig>

export const OnrampConfig = v.object({
  providers: v.pipe(
    v.array(OnrampProviderConfig),
    v.maxLength(20),
    v.check(
      (providers) => new Set(providers.map((provider) => provider.id)).size === providers.length,
      'provider ids must be unique',
    ),
  ),
})
export type OnrampConfig = v.InferOutput<typeof OnrampConfig>
