import { toDisplayText } from '@latch/core'
import { captureEmail, close, verifyEmailCapture } from '@latch/core/actions'
import { type FormEvent, useId, useState } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { translateError } from '../../i18n/translateError'

/**
 * DataCapture (`remoteFeatures.emailCapture`): after an external wallet connects, the visitor is asked once for an
 * e-mail, proved by a 6-digit code; the wallet server keeps it for the project. "Not now" closes the modal.
 */
export default function DataCapture() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const emailId = useId()
  const codeId = useId()
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string>()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const run = (work: Promise<unknown>) => {
    setBusy(true)
    setError(undefined)
    return work
      .catch((failure: unknown) => setError(translateError(failure, t)))
      .finally(() => setBusy(false))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (sentTo === undefined) void run(captureEmail(client, { email }).then(() => setSentTo(email.trim())))
    else void run(verifyEmailCapture(client, { email: sentTo, code }))
  }
  return (
    <form className="latch-stack" onSubmit={submit} data-testid="latch-data-capture-view" noValidate>
      <p className="latch-muted">
        {sentTo === undefined ? t('dataCapture.intro') : t('otp.sent', { email: toDisplayText(sentTo) })}
      </p>
      {sentTo === undefined ? (
        <>
          <label className="latch-field" htmlFor={emailId}>
            <span>{t('email.label')}</span>
          </label>
          <input
            id={emailId}
            className="latch-search"
            type="email"
            autoComplete="email"
            placeholder={t('email.placeholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </>
      ) : (
        <>
          <label className="latch-field" htmlFor={codeId}>
            <span>{t('otp.label')}</span>
          </label>
          <input
            id={codeId}
            className="latch-search"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          />
        </>
      )}
      {error ? (
        <p className="latch-error-text" role="alert">
          {error}
        </p>
      ) : null}
      <div className="latch-actions">
        <button type="button" className="latch-button" data-variant="secondary" onClick={() => close(client)}>
          {t('dataCapture.skip')}
        </button>
        <button
          type="submit"
          className="latch-button"
          disabled={busy || (sentTo === undefined ? email.trim() === '' : code.length !== 6)}
        >
          {sentTo === undefined ? t('dataCapture.send') : t('dataCapture.confirm')}
        </button>
      </div>
    </form>
  )
}
