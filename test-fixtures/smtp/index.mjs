// A local SMTP sink: smtp-server takes every message on 127.0.0.1 (no auth, no TLS), mailparser reads it, and an
// in-memory mailbox serves it over HTTP: `/mailbox` (a page a person reads) and `/mailbox.json`.
import { createServer } from 'node:http'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** The largest message the sink takes; a code mail is a few hundred bytes. */
const MAX_MESSAGE_BYTES = 1_000_000
/** The mailbox keeps the newest messages only. */
const MAX_MESSAGES = 500

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made inert in HTML, as element content or attribute value. */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (character) => ESCAPES[character])
}

/** The mailbox page: newest first, every field escaped. */
export function mailboxPage(messages) {
  const items = [...messages]
    .reverse()
    .map(
      (message) => `<article>
<h2>${escapeHtml(message.subject)}</h2>
<p>To: ${escapeHtml(message.to)} · ${escapeHtml(message.receivedAt)}</p>
<pre>${escapeHtml(message.text)}</pre>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="5">
<title>Mailbox</title>
</head>
<body>
<h1>Mailbox</h1>
<p>Every e-mail the local SMTP server received (newest first; the page reloads every 5 seconds).</p>
${items || '<p>No e-mail yet.</p>'}
</body>
</html>
`
}

const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
}

/** Answers `/mailbox` and `/mailbox.json` from `messages`; anything else 404. */
export function handleMailboxRequest(messages, request, response) {
  const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, PAGE_HEADERS).end()
  } else if (path === '/mailbox.json') {
    response.writeHead(200, { ...PAGE_HEADERS, 'content-type': 'application/json' })
    response.end(JSON.stringify(messages))
  } else if (path === '/mailbox') {
    response.writeHead(200, { ...PAGE_HEADERS, 'content-type': 'text/html; charset=utf-8' })
    response.end(mailboxPage(messages))
  } else {
    response.writeHead(404, PAGE_HEADERS).end()
  }
}

const listen = (server, port) =>
  new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server.address().port))
  })

/**
 * Starts the sink: SMTP on `smtpPort` and the mailbox over HTTP on `httpPort` (0: free ports), both on 127.0.0.1.
 * Resolves with their URLs, the messages (`{ to, subject, text, receivedAt }`, oldest first), and `close`.
 */
export async function startSmtpSink({ smtpPort = 0, httpPort = 0 } = {}) {
  const messages = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (stream.sizeExceeded) throw Object.assign(new Error('Message too large'), { responseCode: 552 })
          messages.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address).join(', '),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            receivedAt: new Date().toISOString(),
          })
          if (messages.length > MAX_MESSAGES) messages.splice(0, messages.length - MAX_MESSAGES)
          callback()
        })
        .catch((error) => callback(error))
    },
  })
  const http = createServer((request, response) => handleMailboxRequest(messages, request, response))
  const [smtpBound, httpBound] = await Promise.all([listen(smtp.server, smtpPort), listen(http, httpPort)])
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpBound}`,
    smtpPort: smtpBound,
    /** The mailbox's HTTP base (`/mailbox`, `/mailbox.json` under it). */
    url: `http://127.0.0.1:${httpBound}`,
    messages,
    async close() {
      http.closeAllConnections?.()
      await Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => http.close(resolve)),
      ])
    },
  }
}
