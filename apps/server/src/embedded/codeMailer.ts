import nodemailer from 'nodemailer'

/** Why a code is sent: a login, a new address for the account, or DataCapture. */
export type CodePurpose = 'login' | 'update' | 'capture'

/** Sends a one-time code; rejects when the mail server does not take it. */
export interface CodeMailer {
  sendCode(message: { to: string; code: string; purpose: CodePurpose }): Promise<void>
  close?(): void
}

const SUBJECTS: Record<CodePurpose, string> = {
  login: 'Your login code',
  update: 'Confirm your new e-mail address',
  capture: 'Confirm your e-mail address',
}

/** Subject and text of a code's mail: the code is the only run of six digits in either. */
export function codeMail(code: string, purpose: CodePurpose) {
  return {
    subject: `${SUBJECTS[purpose]}: ${code}`,
    text: [
      `Your code is ${code}.`,
      '',
      'It works once, for ten minutes. Nobody from the site will ask you for it.',
      'If you did not ask for it, ignore this e-mail.',
    ].join('\n'),
  }
}

/** A mailer over SMTP (`smtp://host:port`, `smtps://user:pass@host`), through nodemailer. */
export function smtpCodeMailer(options: { url: string; from: string }): CodeMailer {
  const transport = nodemailer.createTransport(options.url)
  return {
    async sendCode({ to, code, purpose }) {
      await transport.sendMail({ from: options.from, to, ...codeMail(code, purpose) })
    },
    close: () => transport.close(),
  }
}
