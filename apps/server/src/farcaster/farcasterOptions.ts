import type { Address } from 'viem'

/**
 * Who owns a Farcaster id: the fid whose custody address is `custody`, 0n when none. In production it is Farcaster's
 * IdRegistry (`idOf`) on OP Mainnet, read over `optimismRpcUrl`; a test gives its own (the only stand-in of the
 * Farcaster path: the channel, the signature and the message checks are the real ones).
 */
export interface FidResolver {
  fidOf(custody: Address): Promise<bigint>
}

/** Sign In With Farcaster for the embedded wallet (`/embedded/farcaster/*`); off unless given. */
export interface FarcasterOptions {
  /**
   * The relay the server opens channels on. By default this server's own (`/v1/channel*`, for tests and the demo:
   * only a wallet client with `relayKey` can answer it). `'farcaster'` is Farcaster's relay
   * (https://relay.farcaster.xyz), the one real Farcaster apps answer: an explicit choice, off by default.
   */
  relay?: 'self' | 'farcaster' | undefined
  /** The key a wallet app sends (`X-Farcaster-Auth-Relay-Key`) to answer this server's relay. */
  relayKey?: string | undefined
  /** An OP Mainnet JSON-RPC URL: the IdRegistry lookups and smart-wallet signature checks. */
  optimismRpcUrl?: string | undefined
  /** Replaces the IdRegistry lookup (tests). */
  fidResolver?: FidResolver | undefined
}

export const FARCASTER_RELAY_URL = 'https://relay.farcaster.xyz'

/** The options from LATCH_FARCASTER (`self` or `farcaster`), LATCH_FARCASTER_RELAY_KEY, LATCH_OPTIMISM_RPC_URL. */
export function farcasterOptionsFromEnv(
  env: Record<string, string | undefined>,
): FarcasterOptions | undefined {
  const relay = env.LATCH_FARCASTER
  if (!relay) return undefined
  if (relay !== 'self' && relay !== 'farcaster') throw new Error("LATCH_FARCASTER: 'self' or 'farcaster'")
  return {
    relay,
    relayKey: env.LATCH_FARCASTER_RELAY_KEY || undefined,
    optimismRpcUrl: env.LATCH_OPTIMISM_RPC_URL || undefined,
  }
}
