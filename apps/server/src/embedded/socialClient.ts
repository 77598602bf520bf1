import * as oidc from 'openid-client'
import type { SocialIdentity, SocialProviderConfig } from './socialProviders'

// The relying party (openid-client): the authorization URL with PKCE, state and nonce, and the callback's checks
// (state, issuer, code exchange with the verifier, ID token signature, audience and nonce).

/** The secrets of one login, kept on the server from start to callback. */
export interface LoginChecks {
  state: string
  nonce: string
  codeVerifier: string
}

/** Why a callback did not give an identity; each has its own message for the visitor. */
export type SocialFailure = 'cancelled' | 'refused' | 'unverifiable' | 'unreachable'

export class SocialLoginError extends Error {
  constructor(
    readonly reason: SocialFailure,
    message: string,
  ) {
    super(message)
  }
}

// Loopback issuers (the local test provider) speak plain HTTP; anything else must be HTTPS.
const isLoopback = (url: string) => /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(url)

function clientAuth(provider: SocialProviderConfig) {
  return provider.tokenAuth === 'basic'
    ? oidc.ClientSecretBasic(provider.clientSecret)
    : oidc.ClientSecretPost(provider.clientSecret)
}

/** openid-client configurations, one per provider, discovered once (a failed discovery is tried again next time). */
export function socialClients() {
  const configurations = new Map<SocialProviderConfig, Promise<oidc.Configuration>>()

  async function configure(provider: SocialProviderConfig): Promise<oidc.Configuration> {
    const options =
      provider.issuer && isLoopback(provider.issuer) ? { execute: [oidc.allowInsecureRequests] } : {}
    if (provider.issuer) {
      return oidc.discovery(
        new URL(provider.issuer),
        provider.clientId,
        undefined,
        clientAuth(provider),
        options,
      )
    }
    const oauth = provider.oauth
    if (!oauth) throw new Error(`provider ${provider.name}: no issuer and no endpoints`)
    return new oidc.Configuration(
      {
        issuer: new URL(oauth.authorizationEndpoint).origin,
        authorization_endpoint: oauth.authorizationEndpoint,
        token_endpoint: oauth.tokenEndpoint,
      },
      provider.clientId,
      undefined,
      clientAuth(provider),
    )
  }

  function configuration(provider: SocialProviderConfig) {
    let pending = configurations.get(provider)
    if (!pending) {
      pending = configure(provider)
      configurations.set(provider, pending)
      pending.catch(() => configurations.delete(provider))
    }
    return pending.catch((error: unknown) => {
      throw new SocialLoginError(
        'unreachable',
        `The login provider cannot be reached (${(error as Error).message})`,
      )
    })
  }

  return {
    /** Fresh checks for a login: a random state, nonce and PKCE verifier. */
    newChecks(): LoginChecks {
      return {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      }
    },

    /** Where the visitor's browser goes to log in. */
    async authorizationUrl(provider: SocialProviderConfig, checks: LoginChecks, redirectUri: string) {
      const config = await configuration(provider)
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: provider.scope,
        state: checks.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        ...(provider.issuer ? { nonce: checks.nonce } : {}),
        ...(provider.responseMode ? { response_mode: provider.responseMode } : {}),
      })
    },

    /**
     * The identity the callback proves: the code exchanged with the verifier, the state and (OpenID) the ID token's
     * nonce checked. `callback` is the URL the provider sent the browser to, or its posted form as a Request.
     */
    async identity(
      provider: SocialProviderConfig,
      checks: LoginChecks,
      callback: URL | Request,
      redirectUri: string,
    ): Promise<SocialIdentity> {
      const config = await configuration(provider)
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>
      try {
        tokens = await oidc.authorizationCodeGrant(
          config,
          callback,
          {
            pkceCodeVerifier: checks.codeVerifier,
            expectedState: checks.state,
            ...(provider.issuer ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
          },
          { redirect_uri: redirectUri },
        )
      } catch (error) {
        throw classify(error)
      }
      if (provider.issuer) {
        const claims = tokens.claims()
        if (!claims) throw new SocialLoginError('unverifiable', "The provider's answer did not verify")
        const email = typeof claims.email === 'string' ? claims.email : undefined
        // Apple sends `email_verified` as the string "true".
        const verified = claims.email_verified === true || claims.email_verified === 'true'
        return { subject: claims.sub, email, emailVerified: verified && email !== undefined }
      }
      const oauth = provider.oauth
      if (!oauth) throw new Error(`provider ${provider.name}: no endpoints`)
      try {
        return await oauth.identity(async (url) => {
          const response = await oidc.fetchProtectedResource(config, tokens.access_token, new URL(url), 'GET')
          if (!response.ok) throw new Error(`${url}: ${response.status}`)
          return response.json()
        })
      } catch (error) {
        throw new SocialLoginError(
          'unverifiable',
          `The provider's profile could not be read (${(error as Error).message})`,
        )
      }
    },
  }
}

export type SocialClients = ReturnType<typeof socialClients>

/** openid-client's errors as the visitor's reasons. */
function classify(error: unknown): SocialLoginError {
  if (error instanceof oidc.AuthorizationResponseError) {
    return error.error === 'access_denied'
      ? new SocialLoginError('cancelled', 'The login was cancelled')
      : new SocialLoginError('refused', 'The provider refused the login')
  }
  if (error instanceof oidc.ResponseBodyError)
    return new SocialLoginError('refused', 'The provider refused the login')
  if (error instanceof TypeError && /fetch failed/.test(error.message)) {
    return new SocialLoginError('unreachable', 'The login provider cannot be reached')
  }
  return new SocialLoginError('unverifiable', "The provider's answer did not verify")
}
