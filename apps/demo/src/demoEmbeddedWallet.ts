import type { EmbeddedIntegration } from '@latch/core'
import { embeddedWallet } from '@latch/embedded'

/**
 * The demo's e-mail wallet: its frame is the demo Latch server's origin (a port picked at start), read from
 * `/demo/embedded.json` at the first e-mail login. Codes land in the demo's mailbox (`/mailbox`).
 */
export function demoEmbeddedWallet(origin: string): EmbeddedIntegration {
  return {
    async load(input) {
      const response = await fetch(new URL('/demo/embedded.json', origin))
      const { frameOrigin, smartAccountDelegates } = (await response.json()) as {
        frameOrigin: string | null
        smartAccountDelegates?: Record<string, `0x${string}`>
      }
      if (!frameOrigin) throw new Error('The demo runs without the embedded wallet (no mail service)')
      return embeddedWallet({
        serverUrl: frameOrigin,
        ...(smartAccountDelegates ? { smartAccountDelegates } : {}),
      }).load(input)
    },
  }
}
