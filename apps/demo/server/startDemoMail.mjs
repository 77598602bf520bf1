// The demo's local SMTP sink (@latch/fixture-smtp): the Latch server mails its one-time codes here, and the demo
// shows them at /mailbox and /mailbox.json, so anyone can log in with an e-mail offline.
import { startSmtpSink } from '@latch/fixture-smtp'

/** Starts the sink on free 127.0.0.1 ports: `url` is the mailbox's HTTP base, `smtpUrl` what the server sends to. */
export async function startDemoMail() {
  const sink = await startSmtpSink()
  return { url: sink.url, smtpUrl: sink.smtpUrl, close: () => sink.close() }
}
