// The demo's local OpenID provider (@latch/fixture-oidc) acting as "Google": "Continue with Google" logs in offline
// as one of its test users (ada@example.com verified, eve@example.com not), through the Latch server.
import { startOidcProvider } from '@latch/fixture-oidc'

/** The demo client's id and secret at the local provider (test values: the provider runs on 127.0.0.1 only). */
export const DEMO_OIDC_CLIENT = { clientId: 'latch-demo', clientSecret: 'latch-demo-oidc-test-secret' }

/** Starts the provider on a free 127.0.0.1 port; `registerRedirect` accepts the Latch server's callback. */
export async function startDemoOidc() {
  const provider = await startOidcProvider()
  return {
    url: provider.issuer,
    registerRedirect: (redirectUri) =>
      provider.registerClient({ ...DEMO_OIDC_CLIENT, redirectUris: [redirectUri] }),
    close: () => provider.close(),
  }
}
