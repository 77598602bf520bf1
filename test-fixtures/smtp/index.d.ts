/** A message the sink received. */
export interface MailboxMessage {
  /** The envelope's recipients, comma-separated. */
  to: string
  subject: string
  text: string
  /** ISO 8601. */
  receivedAt: string
}

/** A running SMTP sink and its mailbox. */
export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`: no auth, no TLS. */
  smtpUrl: string
  smtpPort: number
  /** The mailbox's HTTP base: `${url}/mailbox` (HTML) and `${url}/mailbox.json`. */
  url: string
  /** Oldest first; the newest 500 are kept. */
  messages: MailboxMessage[]
  close(): Promise<void>
}

/** Starts the sink on 127.0.0.1 (port 0: a free one). */
export declare function startSmtpSink(options?: { smtpPort?: number; httpPort?: number }): Promise<SmtpSink>

/** Answers `/mailbox` and `/mailbox.json` from `messages` (to mount in another Node HTTP server). */
export declare function handleMailboxRequest(
  messages: readonly MailboxMessage[],
  request: import('node:http').IncomingMessage,
  response: import('node:http').ServerResponse,
): void

/** The mailbox page's HTML: newest first, every field escaped. */
export declare function mailboxPage(messages: readonly MailboxMessage[]): string

/** Text made inert in HTML. */
export declare function escapeHtml(text: string): string
