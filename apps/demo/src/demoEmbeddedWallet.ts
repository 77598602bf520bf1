import type { EmbeddedIntegration } from '@latch/core'
import { embeddedWallet } from '@latch/embedded'

/**
 * The demo's e-mail and social wallet: its frame is the demo Latch server's origin (a port picked at start), read
 * from `/demo/embedded.json` as the page starts (a social login's popup opens inside the click, so its URL must be
 * known by then). Codes land in the demo's mailbox (`/mailbox`); "Google" is the local OpenID provider.
 */
export function demoEmbeddedWallet(origin: string): EmbeddedIntegration {
  const frame = fetch(new URL('/demo/embedded.json', origin))
    .then(
      (response) =>
        response.json() as Promise<{
          frameOrigin: string | null
          smartAccountDelegates?: Record<string, `0x${string}`>
        }>,
    )
    .then(({ frameOrigin, smartAccountDelegates }) => {
      if (!frameOrigin) throw new Error('The demo runs without the embedded wallet (no mail service)')
      return embeddedWallet({
        serverUrl: frameOrigin,
        ...(smartAccountDelegates ? { smartAccountDelegates } : {}),
        // Passkeys need a domain as the frame's host (`npm run demo` serves it on localhost), never an IP address.
        passkeyLogin: !isIpHost(new URL(frameOrigin).hostname),
      })
    })
  let known: EmbeddedIntegration | undefined
  frame.then((integration) => (known = integration)).catch(() => undefined)
  return {
    // Read when the Connect view renders, by then the page knows the frame's origin.
    get passkeyLogin() {
      return known?.passkeyLogin === true
    },
    async load(input) {
      return (await frame).load(input)
    },
    socialLoginUrl(input) {
      if (!known?.socialLoginUrl) throw new Error('The embedded wallet is still starting: try again')
      return known.socialLoginUrl(input)
    },
  }
}

/** An IPv4 or IPv6 literal: not a WebAuthn RP ID. */
const isIpHost = (hostname: string) => /^[\d.]+$/.test(hostname) || hostname.startsWith('[')
