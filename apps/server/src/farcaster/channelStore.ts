import { randomBytes } from 'node:crypto'

/** What the app asked for when it opened the channel (the relay's `CreateChannelRequest`). */
interface SignatureParams {
  siweUri: string
  domain: string
  nonce: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
}

/** What the wallet app posted to the channel once the visitor signed. */
export interface ChannelAnswer {
  message: string
  signature: `0x${string}`
  fid: number
  username?: string
  displayName?: string
  bio?: string
  pfpUrl?: string
}

export interface Channel {
  url: string
  nonce: string
  signatureParams: SignatureParams
  acceptAuthAddress: boolean
  metadata: { ip: string; userAgent: string }
  answer?: ChannelAnswer
  expiresAt: number
}

/** How long a channel lives, and how many may be open at once (a bound on memory for a public route). */
const CHANNEL_TTL_MS = 10 * 60_000
const MAX_OPEN_CHANNELS = 10_000

/**
 * The relay's channels, in this process's memory: a channel joins an app and one wallet app for a few minutes, and
 * the relay here serves tests and the demo (one instance), so nothing outlives a restart.
 */
export function channelStore(now: () => number) {
  const channels = new Map<string, Channel>()
  const live = (token: string) => {
    const channel = channels.get(token)
    if (channel && channel.expiresAt <= now()) channels.delete(token)
    return channel && channel.expiresAt > now() ? channel : undefined
  }
  const sweep = () => {
    for (const [token, channel] of channels) if (channel.expiresAt <= now()) channels.delete(token)
  }
  return {
    /** A new channel's secret token, or undefined when too many are open. */
    open(
      make: (token: string) => Omit<Channel, 'expiresAt'>,
    ): { token: string; channel: Channel } | undefined {
      if (channels.size >= MAX_OPEN_CHANNELS) sweep()
      if (channels.size >= MAX_OPEN_CHANNELS) return undefined
      const token = randomBytes(24).toString('base64url')
      const channel = { ...make(token), expiresAt: now() + CHANNEL_TTL_MS }
      channels.set(token, channel)
      return { token, channel }
    },
    read: live,
    /** Records the wallet's answer once: false when the channel is gone or already answered. */
    answer(token: string, answer: ChannelAnswer): boolean {
      const channel = live(token)
      if (!channel || channel.answer) return false
      channel.answer = answer
      return true
    },
    close(token: string) {
      channels.delete(token)
    },
  }
}

export type ChannelStore = ReturnType<typeof channelStore>
