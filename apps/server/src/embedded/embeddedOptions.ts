import { hkdfSync } from 'node:crypto'
import { type FarcasterOptions, farcasterOptionsFromEnv } from '../farcaster/farcasterOptions'
import { type CodeMailer, smtpCodeMailer } from './codeMailer'
import { resolveFrameBundle } from './frameBundle'
import { type SocialProviderConfig, socialProvidersFromEnv } from './socialProviders'

/** What the embedded-wallet routes (`/embedded/*`) need; `createApp(db, { embedded })` serves them when given. */
export interface EmbeddedOptions {
  /**
   * The server's own public origin (`https://wallet.example.com`): the frame's origin, the only `Origin` the
   * routes answer, and the audience of every session token. A function when it is known only once listening.
   */
  publicOrigin: string | (() => string)
  /** At least 32 bytes of secret (LATCH_EMBEDDED_TOKEN_SECRET): signs tokens and keys the code hashes. */
  tokenSecret: string
  /** 32 bytes (LATCH_EMBEDDED_SHARE_KEY, base64): the AES-256-GCM key the auth shares are sealed with. */
  shareKey: Uint8Array
  /** Sends the one-time codes. */
  mailer: CodeMailer
  /**
   * The frame's script file; by default the built `@latch/embedded/frame-bundle` when installed. Without one,
   * `/embedded/frame.js` is 404. A `frame.css` beside it is served and linked too.
   */
  frameScriptPath?: string | undefined
  /** Sources the frame may connect to besides its own origin (RPC URLs), for its CSP `connect-src`. */
  connectSources?: readonly string[]
  /** How recent a session's code must be for the auth share to be released; default 10 minutes. */
  freshSessionMs?: number
  /** Social login: the providers (secrets stay here; `/embedded/social/*` answers 400 for any other name). */
  social?: { providers: readonly SocialProviderConfig[] } | undefined
  /** Sign In With Farcaster (`/embedded/farcaster/*`, and this server's relay `/v1/channel*`); off unless given. */
  farcaster?: FarcasterOptions | undefined
  /** The clock, ms since the epoch (tests move it). */
  now?: () => number
}

/** The options as the server takes them: without `publicOrigin`, its own URL once listening. */
export type EmbeddedServerOptions = Omit<EmbeddedOptions, 'publicOrigin'> & {
  publicOrigin?: EmbeddedOptions['publicOrigin'] | undefined
}

/** The keys the routes use, each derived from the one token secret for its own job. */
export interface EmbeddedKeys {
  token: Uint8Array
  code: Uint8Array
}

const derive = (secret: string, job: string) =>
  new Uint8Array(hkdfSync('sha256', secret, 'latch-embedded', job, 32))

export function embeddedKeys(tokenSecret: string): EmbeddedKeys {
  if (Buffer.byteLength(tokenSecret) < 32) throw new Error('LATCH_EMBEDDED_TOKEN_SECRET: at least 32 bytes')
  return { token: derive(tokenSecret, 'session token'), code: derive(tokenSecret, 'one-time code') }
}

/** A share key from its base64 text; throws unless it is 32 bytes. */
export function parseShareKey(base64: string): Uint8Array {
  const key = new Uint8Array(Buffer.from(base64, 'base64'))
  if (key.length !== 32) throw new Error('LATCH_EMBEDDED_SHARE_KEY: 32 bytes, base64')
  return key
}

/**
 * The embedded options from environment variables, or undefined when LATCH_EMBEDDED_TOKEN_SECRET is not set (the
 * routes are then off). LATCH_SMTP_URL and LATCH_EMBEDDED_SHARE_KEY are then required.
 */
export function embeddedOptionsFromEnv(
  env: Record<string, string | undefined>,
): EmbeddedServerOptions | undefined {
  const tokenSecret = env.LATCH_EMBEDDED_TOKEN_SECRET
  if (!tokenSecret) return undefined
  const smtpUrl = env.LATCH_SMTP_URL
  if (!smtpUrl) throw new Error('LATCH_SMTP_URL is required with LATCH_EMBEDDED_TOKEN_SECRET')
  const publicOrigin = env.LATCH_PUBLIC_ORIGIN
  return {
    publicOrigin: publicOrigin ? new URL(publicOrigin).origin : undefined,
    tokenSecret,
    shareKey: parseShareKey(env.LATCH_EMBEDDED_SHARE_KEY ?? ''),
    mailer: smtpCodeMailer({ url: smtpUrl, from: env.LATCH_MAIL_FROM || 'Latch <no-reply@localhost>' }),
    frameScriptPath: env.LATCH_EMBEDDED_FRAME_SCRIPT || resolveFrameBundle(),
    connectSources: (env.LATCH_EMBEDDED_CONNECT_SRC ?? '').split(/\s+/).filter(Boolean),
    social: { providers: socialProvidersFromEnv(env) },
    farcaster: farcasterOptionsFromEnv(env),
  }
}
