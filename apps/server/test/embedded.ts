import { randomBytes } from 'node:crypto'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type SmtpSink, startSmtpSink } from '@latch/fixture-smtp'
import { afterAll, beforeAll, expect } from 'vitest'
import type { ProjectConfig } from '../src/db/projectConfig'
import { smtpCodeMailer } from '../src/embedded/codeMailer'
import type { EmbeddedOptions } from '../src/embedded/embeddedOptions'
import { type RunningServer, startServer } from '../src/startServer'
import { type Backend, TEST_PROJECTS } from './backends'

// The embedded wallet's server under test: apps/server with its `/embedded/*` routes, sending real mail over SMTP
// to the local sink (@latch/fixture-smtp), on a clock the tests can move forward.

/** A moveable clock: real time plus `offsetMs`, or, once `freeze()`d, that moment plus `offsetMs`. */
export interface TestClock {
  offsetMs: number
  now(): number
  /** Stops real time for this clock at the current moment, so an answer's seconds do not drift on a loaded machine. */
  freeze(): void
}

export function testClock(): TestClock {
  let frozenAt: number | undefined
  return {
    offsetMs: 0,
    now() {
      return (frozenAt ?? Date.now()) + this.offsetMs
    },
    freeze() {
      frozenAt = Date.now()
    },
  }
}

/** The frame script the test servers serve (a stand-in file: the real bundle is @latch/embedded's). */
export const FRAME_SCRIPT = 'globalThis.latchFrameLoaded = true\n'
export const FRAME_STYLESHEET = 'body { margin: 0 }\n'

export interface EmbeddedTestServer {
  server: RunningServer
  /** The origin the server answers (the frame's). */
  origin: string
  close(): Promise<void>
}

/** Starts apps/server with the embedded routes on `databaseUrl` (undefined: PGlite), mailing to `sink`. */
export async function startEmbeddedServer(options: {
  databaseUrl: string | undefined
  sink: SmtpSink
  clock: TestClock
  tokenSecret?: string
  shareKey?: Uint8Array
  /** A function when the origin is known only once listening (a `localhost` origin for WebAuthn). */
  publicOrigin?: string | (() => string)
  projects?: ProjectConfig[]
  frameScript?: string
  social?: EmbeddedOptions['social']
  farcaster?: EmbeddedOptions['farcaster']
}): Promise<EmbeddedTestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'latch-frame-'))
  const frameScriptPath = join(dir, 'frame.js')
  await writeFile(frameScriptPath, options.frameScript ?? FRAME_SCRIPT)
  await writeFile(join(dir, 'frame.css'), FRAME_STYLESHEET)
  const server = await startServer({
    databaseUrl: options.databaseUrl,
    projects: options.projects ?? TEST_PROJECTS,
    embedded: {
      publicOrigin: options.publicOrigin,
      tokenSecret: options.tokenSecret ?? randomBytes(32).toString('base64'),
      shareKey: options.shareKey ?? new Uint8Array(randomBytes(32)),
      mailer: smtpCodeMailer({ url: options.sink.smtpUrl, from: 'Latch test <no-reply@latch.test>' }),
      frameScriptPath,
      now: () => options.clock.now(),
      social: options.social,
      farcaster: options.farcaster,
    },
  })
  const origin = typeof options.publicOrigin === 'function' ? options.publicOrigin() : options.publicOrigin
  return { server, origin: origin ?? server.url, close: () => server.close() }
}

export { startSmtpSink }

/**
 * A mailbox and an embedded-wallet server on `backend` for the enclosing `describe` block: started before its first
 * test, closed after its last. Read `sink` and `target` inside tests.
 */
export function embeddedServerFor(
  backend: Backend,
  clock: TestClock,
): { readonly sink: SmtpSink; readonly target: EmbeddedTestServer } {
  const parts = {} as { sink: SmtpSink; target: EmbeddedTestServer }
  beforeAll(async () => {
    parts.sink = await startSmtpSink()
    parts.target = await startEmbeddedServer({
      databaseUrl: await backend.databaseUrl(),
      sink: parts.sink,
      clock,
    })
  })
  afterAll(async () => {
    await parts.target?.close()
    await parts.sink?.close()
  })
  return parts
}

/** A fresh address per test, so one test's codes and resend rule never meet another's. */
export const freshEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Calls an `/embedded/*` route as the frame would: the server's origin, the project in the query. */
export function frameCall(
  target: EmbeddedTestServer,
  method: Method,
  path: string,
  options: {
    body?: unknown
    rawBody?: string
    token?: string
    projectId?: string
    origin?: string | null
  } = {},
) {
  const url = new URL(path, target.server.url)
  url.searchParams.set('projectId', options.projectId ?? 'test-project')
  const origin = options.origin === undefined ? target.origin : options.origin
  return fetch(url, {
    method,
    headers: {
      ...(origin !== null ? { Origin: origin } : {}),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(method !== 'GET' ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(options.rawBody !== undefined
      ? { body: options.rawBody }
      : options.body !== undefined
        ? { body: JSON.stringify(options.body) }
        : {}),
  })
}

/** The one six-digit code in the newest mail to `email`, read from the sink's `/mailbox.json` over HTTP. */
export async function codeFromMailbox(sink: SmtpSink, email: string): Promise<string> {
  const mailbox = (await (await fetch(`${sink.url}/mailbox.json`)).json()) as { to: string; text: string }[]
  const mail = mailbox.filter((message) => message.to === email).at(-1)
  expect(mail, `a mail to ${email}`).toBeDefined()
  const codes = mail?.text.match(/\b\d{6}\b/g) ?? []
  expect(codes).toHaveLength(1)
  return codes[0] as string
}

/** Asks for a code for `email` and reads it from the mailbox. */
export async function requestCode(
  sink: SmtpSink,
  target: EmbeddedTestServer,
  email: string,
  purpose: 'login' | 'update' | 'capture' = 'login',
): Promise<string> {
  const response = await frameCall(target, 'POST', '/embedded/email/start', { body: { email, purpose } })
  expect(response.status).toBe(200)
  return codeFromMailbox(sink, email)
}

/** Logs `email` in with a code from the mailbox; the verify answer. */
export async function logIn(sink: SmtpSink, target: EmbeddedTestServer, email: string) {
  const code = await requestCode(sink, target, email)
  const response = await frameCall(target, 'POST', '/embedded/email/verify', { body: { email, code } })
  expect(response.status).toBe(200)
  return (await response.json()) as {
    token: string
    expiresAt: number
    user: { id: string; email: string }
    wallet: { accounts: { eip155: string; solana: string } } | null
  }
}
