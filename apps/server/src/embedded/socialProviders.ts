// The login providers a server offers, and how each one says who the visitor is. An OpenID Connect provider (Google,
// Apple, Twitch, or any issuer URL) answers with a signed ID token; the OAuth 2 ones (GitHub, Discord, X, Facebook)
// with an access token for their own profile API.

/** Who the provider says the visitor is. `emailVerified` only when the provider itself says so. */
export interface SocialIdentity {
  subject: string
  email: string | undefined
  emailVerified: boolean
}

/** A profile API call with the access token: the JSON body (throws on a non-2xx answer). */
type FetchProfile = (url: string) => Promise<unknown>

/** How an OAuth 2 provider without OpenID Connect is reached and read. */
interface OAuthEndpoints {
  authorizationEndpoint: string
  tokenEndpoint: string
  identity(fetchProfile: FetchProfile): Promise<SocialIdentity>
}

/** One provider as the server is configured with it (secrets from the environment, never sent to a page). */
export interface SocialProviderConfig {
  /** The name pages use: `google`, `github`, ... or the host's own for a custom issuer. */
  name: string
  clientId: string
  clientSecret: string
  /** An OpenID Connect issuer (discovery at `${issuer}/.well-known/openid-configuration`). */
  issuer?: string | undefined
  /** Else the OAuth 2 endpoints (the presets fill these). */
  oauth?: OAuthEndpoints | undefined
  scope: string
  /** How the client authenticates at the token endpoint; default `post` (X wants `basic`). */
  tokenAuth?: 'basic' | 'post' | undefined
  /** Apple posts its answer (`form_post`); the others redirect with a query. */
  responseMode?: 'form_post' | undefined
  /** The projects that offer it; undefined: every project. */
  projects?: readonly string[] | undefined
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
const idText = (value: unknown) => (typeof value === 'number' ? String(value) : text(value))

function identityOrThrow(subject: string | undefined, email: string | undefined, emailVerified: boolean) {
  if (!subject) throw new Error('the profile has no id')
  return { subject, email, emailVerified: emailVerified && email !== undefined }
}

const GITHUB: OAuthEndpoints = {
  authorizationEndpoint: 'https://github.com/login/oauth/authorize',
  tokenEndpoint: 'https://github.com/login/oauth/access_token',
  async identity(fetchProfile) {
    const user = record(await fetchProfile('https://api.github.com/user'))
    const emails = await fetchProfile('https://api.github.com/user/emails')
    const primary = (Array.isArray(emails) ? emails : []).map(record).find((entry) => entry.primary === true)
    return identityOrThrow(idText(user.id), text(primary?.email), primary?.verified === true)
  },
}

const DISCORD: OAuthEndpoints = {
  authorizationEndpoint: 'https://discord.com/oauth2/authorize',
  tokenEndpoint: 'https://discord.com/api/oauth2/token',
  async identity(fetchProfile) {
    const user = record(await fetchProfile('https://discord.com/api/users/@me'))
    return identityOrThrow(idText(user.id), text(user.email), user.verified === true)
  },
}

const X: OAuthEndpoints = {
  authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
  tokenEndpoint: 'https://api.x.com/2/oauth2/token',
  async identity(fetchProfile) {
    const user = record(
      record(await fetchProfile('https://api.x.com/2/users/me?user.fields=confirmed_email')).data,
    )
    // X gives only a confirmed address in `confirmed_email`.
    const email = text(user.confirmed_email)
    return identityOrThrow(idText(user.id), email, email !== undefined)
  },
}

const FACEBOOK: OAuthEndpoints = {
  authorizationEndpoint: 'https://www.facebook.com/dialog/oauth',
  tokenEndpoint: 'https://graph.facebook.com/oauth/access_token',
  async identity(fetchProfile) {
    const user = record(await fetchProfile('https://graph.facebook.com/me?fields=id,email'))
    // Facebook returns `email` only when the account's address is confirmed.
    const email = text(user.email)
    return identityOrThrow(idText(user.id), email, email !== undefined)
  },
}

/** What a named provider needs besides its client id and secret. */
export const SOCIAL_PRESETS: Readonly<
  Record<string, Pick<SocialProviderConfig, 'issuer' | 'oauth' | 'scope' | 'responseMode' | 'tokenAuth'>>
> = {
  google: { issuer: 'https://accounts.google.com', scope: 'openid email profile' },
  apple: { issuer: 'https://appleid.apple.com', scope: 'openid email', responseMode: 'form_post' },
  twitch: { issuer: 'https://id.twitch.tv/oauth2', scope: 'openid user:read:email' },
  github: { oauth: GITHUB, scope: 'read:user user:email' },
  discord: { oauth: DISCORD, scope: 'identify email' },
  x: { oauth: X, scope: 'users.read tweet.read users.email', tokenAuth: 'basic' },
  facebook: { oauth: FACEBOOK, scope: 'email' },
}

const NAME = /^[a-z][a-z0-9]{0,31}$/

/**
 * The providers from environment variables: `LATCH_SOCIAL_PROVIDERS` (space-separated names), and for each
 * `LATCH_SOCIAL_<NAME>_CLIENT_ID`, `_CLIENT_SECRET`, `_ISSUER` (required for a name without a preset, to override a
 * preset's), `_PROJECTS` (space-separated project ids; unset: every project). Throws on a missing value.
 */
export function socialProvidersFromEnv(env: Record<string, string | undefined>): SocialProviderConfig[] {
  const names = (env.LATCH_SOCIAL_PROVIDERS ?? '').split(/\s+/).filter(Boolean)
  return names.map((name) => {
    if (!NAME.test(name))
      throw new Error(`LATCH_SOCIAL_PROVIDERS: "${name}" is not a provider name ([a-z0-9])`)
    const key = (suffix: string) => env[`LATCH_SOCIAL_${name.toUpperCase()}_${suffix}`]
    const clientId = key('CLIENT_ID')
    const clientSecret = key('CLIENT_SECRET')
    if (!clientId || !clientSecret) {
      throw new Error(`LATCH_SOCIAL_${name.toUpperCase()}_CLIENT_ID and _CLIENT_SECRET are required`)
    }
    const preset = SOCIAL_PRESETS[name]
    const issuer = key('ISSUER') || preset?.issuer
    if (!issuer && !preset?.oauth) throw new Error(`LATCH_SOCIAL_${name.toUpperCase()}_ISSUER is required`)
    const projects = key('PROJECTS')?.split(/\s+/).filter(Boolean)
    return {
      name,
      clientId,
      clientSecret,
      scope: key('SCOPE') || preset?.scope || 'openid email profile',
      ...(issuer ? { issuer } : { oauth: preset?.oauth }),
      ...(preset?.responseMode && !key('ISSUER') ? { responseMode: preset.responseMode } : {}),
      ...(preset?.tokenAuth ? { tokenAuth: preset.tokenAuth } : {}),
      ...(projects?.length ? { projects } : {}),
    }
  })
}

/** The provider `name` as `projectId` offers it, if it does. */
export function providerFor(
  providers: readonly SocialProviderConfig[],
  projectId: string,
  name: string,
): SocialProviderConfig | undefined {
  return providers.find(
    (provider) => provider.name === name && (!provider.projects || provider.projects.includes(projectId)),
  )
}
