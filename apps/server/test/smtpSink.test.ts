import { type SmtpSink, startSmtpSink } from '@latch/fixture-smtp'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, expect, test } from 'vitest'

// The local SMTP sink (test-fixtures/smtp) the tests and the demo read codes from: real SMTP in, a mailbox out.

let sink: SmtpSink
beforeAll(async () => {
  sink = await startSmtpSink()
})
afterAll(() => sink?.close())

const send = (message: { to: string; subject: string; text: string }) =>
  nodemailer.createTransport(sink.smtpUrl).sendMail({ from: 'sender@example.com', ...message })

test('a mail sent with nodemailer over SMTP is listed in /mailbox.json as { to, subject, text, receivedAt }', async () => {
  await send({ to: 'reader@example.com', subject: 'Your login code: 123456', text: 'Your code is 123456.' })
  const response = await fetch(`${sink.url}/mailbox.json`)
  expect(response.headers.get('content-type')).toBe('application/json')
  const mailbox = (await response.json()) as Record<string, string>[]
  const mail = mailbox.at(-1) ?? {}
  expect(Object.keys(mail).sort()).toEqual(['receivedAt', 'subject', 'text', 'to'])
  expect(mail).toMatchObject({ to: 'reader@example.com', subject: 'Your login code: 123456' })
  expect(mail.text?.trim()).toBe('Your code is 123456.')
  expect(Math.abs(Date.parse(mail.receivedAt ?? '') - Date.now())).toBeLessThan(60_000)
})

test('/mailbox shows every mail as text a person reads: markup in a mail is escaped, never run (RELIABILITY #17)', async () => {
  await send({
    to: 'victim@example.com',
    subject: '<script>alert(1)</script> & "quotes"',
    text: '<img src=x onerror=alert(2)> café ✓',
  })
  const response = await fetch(`${sink.url}/mailbox`)
  expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
  const html = await response.text()
  expect(html).not.toMatch(/<script|<img/i)
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;')
  expect(html).toContain('&lt;img src=x onerror=alert(2)&gt; café ✓')
  expect(html.indexOf('victim@example.com')).toBeLessThan(html.indexOf('reader@example.com'))
})
