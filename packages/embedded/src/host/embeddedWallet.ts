import type { EmbeddedIntegration } from '@latch/core'

/** Options of {@link embeddedWallet}. */
export interface EmbeddedWalletOptions {
  /** Your apps/server's base URL (its origin serves the wallet frame), e.g. `https://wallet.example.com`. */
  serverUrl: string
  /**
   * EIP-7702 smart accounts: the `Simple7702Account` (`@account-abstraction/contracts` 0.8) to delegate to, per
   * eip155 network (CAIP-2 id). On those networks the wallet runs EIP-5792 batches (`sendCalls`) as one transaction;
   * the account keeps its address. Elsewhere batches are 'Not supported by this wallet'.
   */
  smartAccountDelegates?: Readonly<Record<string, `0x${string}`>>
  /**
   * Offers "Log in with a passkey" on the Connect view (default off). The server's host name is the WebAuthn RP ID:
   * it must be a domain (`localhost` in development), not an IP address.
   */
  passkeyLogin?: boolean
}

/**
 * The e-mail wallet for `createLatch({ embedded: embeddedWallet({ serverUrl }) })`. A few hundred bytes: the frame
 * client, the provider and the Wallet Standard wallet are a chunk imported at the first e-mail login (or to restore
 * an e-mail wallet connection on page load).
 */
export function embeddedWallet(options: EmbeddedWalletOptions): EmbeddedIntegration {
  const serverUrl = new URL(options.serverUrl).href
  return {
    ...(options.passkeyLogin ? { passkeyLogin: true } : {}),
    async load(input) {
      const { loadEmbeddedWallet } = await import('./loadEmbeddedWallet')
      return loadEmbeddedWallet({
        serverUrl,
        ...input,
        ...(options.smartAccountDelegates ? { smartAccountDelegates: options.smartAccountDelegates } : {}),
      })
    },
    socialLoginUrl({ projectId, provider, attempt, returnTo }) {
      const url = new URL('embedded/social/start', serverUrl)
      url.search = new URLSearchParams({
        projectId,
        provider,
        attempt,
        ...(returnTo ? { returnTo } : {}),
      }).toString()
      return url.href
    },
  }
}
