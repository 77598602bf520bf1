import { type AppClient, createAppClient, viemConnector } from '@farcaster/auth-client'
import { FARCASTER_RELAY_URL, type FarcasterOptions } from './farcasterOptions'

/** What the server learns from a completed channel once `@farcaster/auth-client` verified the signed message. */
interface FarcasterIdentity {
  fid: number
  username: string | undefined
}

export type FarcasterOutcome =
  | FarcasterIdentity
  | { error: 'pending' | 'gone' | 'unverifiable' | 'unreachable' }

/**
 * The app side of Sign In With Farcaster over `@farcaster/auth-client`: opens a channel on the relay, and reads it
 * back, verifying the answer (SIWE signature, `Farcaster Auth` statement, chain 10, the nonce and domain it asked
 * for, and that the signer is the fid's custody address).
 */
export function farcasterClient(options: FarcasterOptions, selfOrigin: () => string) {
  const connector = viemConnector(options.optimismRpcUrl ? { rpcUrl: options.optimismRpcUrl } : undefined)
  const ethereum = options.fidResolver
    ? { ...connector, getFid: (custody: `0x${string}`) => options.fidResolver!.fidOf(custody) }
    : connector
  const client = (): AppClient =>
    createAppClient({ relay: options.relay === 'farcaster' ? FARCASTER_RELAY_URL : selfOrigin(), ethereum })

  return {
    /** A new channel for the frame's origin: its secret token, the link the visitor opens, the nonce. */
    async open(siweUri: string, domain: string, nonce: string) {
      const channel = await client().createChannel({ siweUri, domain, nonce })
      if (channel.isError || channel.response.status !== 201) return undefined
      return { channelToken: channel.data.channelToken, url: channel.data.url }
    },
    /** The channel's outcome: pending, gone (closed or expired at the relay), or the verified identity. */
    async outcome(
      channelToken: string,
      expected: { nonce: string; domain: string },
    ): Promise<FarcasterOutcome> {
      const app = client()
      const status = await app.status({ channelToken })
      if (status.isError) return { error: 'unreachable' }
      if (status.response.status === 401) return { error: 'gone' }
      if (status.response.status !== 200) return { error: 'pending' }
      const { message, signature } = status.data
      if (status.data.state !== 'completed' || !message || !signature) return { error: 'unverifiable' }
      const verified = await app.verifySignInMessage({
        ...expected,
        message,
        signature,
        acceptAuthAddress: false,
      })
      if (verified.isError || !verified.success) return { error: 'unverifiable' }
      return { fid: verified.fid, username: status.data.username }
    },
  }
}

export type FarcasterClient = ReturnType<typeof farcasterClient>
