import { describe, expect, test } from 'vitest'
import { providerFor, SOCIAL_PRESETS, socialProvidersFromEnv } from '../src/embedded/socialProviders'

// Issue 33: which providers a server offers (from its environment, per project), and how each OAuth 2 provider's
// profile answer becomes an identity (only a verified e-mail counts as verified).

describe('social providers from the environment', () => {
  test('presets fill the issuer or endpoints; a custom name needs its issuer; projects narrow the offer', () => {
    const providers = socialProvidersFromEnv({
      LATCH_SOCIAL_PROVIDERS: 'google github acme',
      LATCH_SOCIAL_GOOGLE_CLIENT_ID: 'g-id',
      LATCH_SOCIAL_GOOGLE_CLIENT_SECRET: 'g-secret',
      LATCH_SOCIAL_GITHUB_CLIENT_ID: 'gh-id',
      LATCH_SOCIAL_GITHUB_CLIENT_SECRET: 'gh-secret',
      LATCH_SOCIAL_GITHUB_PROJECTS: 'shop',
      LATCH_SOCIAL_ACME_CLIENT_ID: 'a-id',
      LATCH_SOCIAL_ACME_CLIENT_SECRET: 'a-secret',
      LATCH_SOCIAL_ACME_ISSUER: 'https://login.acme.test',
    })
    expect(providers.map((p) => [p.name, p.issuer ?? 'oauth'])).toEqual([
      ['google', 'https://accounts.google.com'],
      ['github', 'oauth'],
      ['acme', 'https://login.acme.test'],
    ])
    expect(providerFor(providers, 'shop', 'github')?.clientId).toBe('gh-id')
    expect(providerFor(providers, 'blog', 'github')).toBeUndefined()
    expect(providerFor(providers, 'blog', 'google')?.clientSecret).toBe('g-secret')
    expect(providerFor(providers, 'blog', 'apple')).toBeUndefined()
  })

  test('a missing secret, a custom name without issuer, or a bad name is a start-up error', () => {
    expect(() =>
      socialProvidersFromEnv({ LATCH_SOCIAL_PROVIDERS: 'google', LATCH_SOCIAL_GOOGLE_CLIENT_ID: 'id' }),
    ).toThrow('LATCH_SOCIAL_GOOGLE_CLIENT_ID and _CLIENT_SECRET are required')
    expect(() =>
      socialProvidersFromEnv({
        LATCH_SOCIAL_PROVIDERS: 'acme',
        LATCH_SOCIAL_ACME_CLIENT_ID: 'id',
        LATCH_SOCIAL_ACME_CLIENT_SECRET: 's',
      }),
    ).toThrow('LATCH_SOCIAL_ACME_ISSUER is required')
    expect(() => socialProvidersFromEnv({ LATCH_SOCIAL_PROVIDERS: 'Bad_Name' })).toThrow(
      'is not a provider name',
    )
    expect(socialProvidersFromEnv({})).toEqual([])
  })
})

describe('OAuth 2 profiles: only what the provider marks verified is verified', () => {
  const answer =
    (byUrl: Record<string, unknown>) =>
    async (url: string): Promise<unknown> => {
      if (!(url in byUrl)) throw new Error(`unexpected ${url}`)
      return byUrl[url]
    }

  test('GitHub: the primary address counts only when verified', async () => {
    const github = SOCIAL_PRESETS.github?.oauth
    const user = { id: 42 }
    const verified = await github?.identity(
      answer({
        'https://api.github.com/user': user,
        'https://api.github.com/user/emails': [
          { email: 'old@example.com', primary: false, verified: true },
          { email: 'ada@example.com', primary: true, verified: true },
        ],
      }),
    )
    expect(verified).toEqual({ subject: '42', email: 'ada@example.com', emailVerified: true })
    const unverified = await github?.identity(
      answer({
        'https://api.github.com/user': user,
        'https://api.github.com/user/emails': [{ email: 'ada@example.com', primary: true, verified: false }],
      }),
    )
    expect(unverified?.emailVerified).toBe(false)
  })

  test('Discord: `verified`; X: only `confirmed_email`; no id is an error', async () => {
    const discord = SOCIAL_PRESETS.discord?.oauth
    expect(
      await discord?.identity(
        answer({
          'https://discord.com/api/users/@me': { id: '7', email: 'eve@example.com', verified: false },
        }),
      ),
    ).toEqual({ subject: '7', email: 'eve@example.com', emailVerified: false })
    const x = SOCIAL_PRESETS.x?.oauth
    expect(
      await x?.identity(
        answer({ 'https://api.x.com/2/users/me?user.fields=confirmed_email': { data: { id: '9' } } }),
      ),
    ).toEqual({ subject: '9', email: undefined, emailVerified: false })
    await expect(
      discord?.identity(
        answer({ 'https://discord.com/api/users/@me': { email: 'a@example.com', verified: true } }),
      ),
    ).rejects.toThrow('the profile has no id')
  })
})
