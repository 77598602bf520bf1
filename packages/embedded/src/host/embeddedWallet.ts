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
  /**
   * Offers "Continue with Farcaster" on the Connect view (default off; the server needs `LATCH_FARCASTER`): Sign In
   * With Farcaster by QR code or deep link (the ConnectingFarcaster view).
   */
  farcasterLogin?: boolean
  /**
   * Gas sponsorship, per eip155 network that has a smart account delegate (CAIP-2 id): `bundlerUrl`, the ERC-4337
   * v0.8 bundler the wallet sends sponsored batches through, and `paymasterUrl`, an optional default ERC-7677
   * paymaster service for batches that name none. With a bundler, `sendCalls` takes the ERC-7677 `paymasterService`
   * capability (`{ url, context?, optional? }`) and the batch becomes one user operation whose gas the paymaster pays;
   * `getCapabilities` reports `paymasterService: { supported: true }`. Without one, batches stay as they are.
   */
  sponsor?: Readonly<Record<string, EmbeddedSponsorOptions>>
}

/** A network's gas sponsorship (see `EmbeddedWalletOptions.sponsor`). */
export interface EmbeddedSponsorOptions {
  /** The ERC-4337 v0.8 bundler's JSON-RPC URL (e.g. apps/server's `/sponsor/v1/rpc?projectId&st&sv`). */
  bundlerUrl: string
  /** The ERC-7677 paymaster service that sponsors every batch that names none (often the same URL). */
  paymasterUrl?: string
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
    ...(options.farcasterLogin ? { farcasterLogin: true } : {}),
    async load(input) {
      const { loadEmbeddedWallet } = await (await import('./importEmbeddedWallet')).default()
      // The host's smart account and sponsor options go to the frame as they are (checked in this lazy chunk).
      return loadEmbeddedWallet({ ...options, serverUrl, ...input })
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
