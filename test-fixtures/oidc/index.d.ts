/** A user the local provider signs in as. */
export interface OidcTestUser {
  sub: string
  email: string
  emailVerified: boolean
  name: string
}

/** A relying party the provider accepts (client_secret_basic, authorization code with PKCE). */
export interface OidcClientRegistration {
  clientId: string
  clientSecret: string
  redirectUris: readonly string[]
}

/** A running local OpenID provider. */
export interface OidcProviderFixture {
  /** `http://127.0.0.1:<port>`: discovery at `${issuer}/.well-known/openid-configuration`. */
  issuer: string
  users: readonly OidcTestUser[]
  registerClient(client: OidcClientRegistration): void
  close(): Promise<void>
}

/** ada (verified), eve (unverified), grace (verified). */
export declare const TEST_USERS: readonly OidcTestUser[]

/** Starts the provider on 127.0.0.1 (port 0: a free one). */
export declare function startOidcProvider(options?: {
  port?: number
  users?: readonly OidcTestUser[]
}): Promise<OidcProviderFixture>

/** The sign-in page's HTML: one button per test user, every field escaped. */
export declare function signInPage(uid: string, users: readonly OidcTestUser[], clientId: string): string
