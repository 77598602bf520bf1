import { toDisplayText } from '@latch/core'
import { connectEmail, verifyEmailOtp } from '@latch/core/actions'
import { type FormEvent, useId, useState } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { translateError } from '../../i18n/translateError'

/**
 * The code view of e-mail login: the 6-digit code from the mail (sent automatically once six digits are in), a
 * resend that keeps the 30 s rule ('Please try again after N seconds'). The wallet frame may show its own screens
 * (the recovery kit) over the page while the code is checked.
 */
export default function EmailVerifyOtp() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const email = useLatchSelector((state) => state.modal.history.at(-1)?.params.email) ?? ''
  const inputId = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [info, setInfo] = useState<string>()
  const [checking, setChecking] = useState(false)
  const verify = (value: string) => {
    setChecking(true)
    setError(undefined)
    setInfo(undefined)
    verifyEmailOtp(client, { code: value })
      .catch((failure: unknown) => {
        setError(translateError(failure, t))
        setCode('')
      })
      .finally(() => setChecking(false))
  }
  const onChange = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, 6)
    setCode(digits)
    if (digits.length === 6 && !checking) verify(digits)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.length === 6) verify(code)
  }
  const resend = () => {
    setError(undefined)
    connectEmail(client, { email })
      .then(() => setInfo(t('otp.resent')))
      .catch((failure: unknown) => setError(translateError(failure, t)))
  }
  return (
    <form className="latch-stack" onSubmit={submit} data-testid="latch-otp-view">
      <p className="latch-muted">{t('otp.sent', { email: toDisplayText(email) })}</p>
      <label className="latch-field" htmlFor={inputId}>
        <span>{t('otp.label')}</span>
      </label>
      <input
        id={inputId}
        className="latch-search"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        value={code}
        disabled={checking}
        onChange={(event) => onChange(event.target.value)}
        data-testid="latch-otp-input"
      />
      {error ? (
        <p className="latch-error-text" role="alert">
          {error}
        </p>
      ) : null}
      {info ? <p className="latch-muted">{info}</p> : null}
      {checking ? <p className="latch-muted">{t('otp.hint')}</p> : null}
      <div className="latch-actions">
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          onClick={resend}
          disabled={checking}
        >
          {t('otp.resend')}
        </button>
        <button
          type="submit"
          className="latch-button"
          disabled={checking || code.length !== 6}
          aria-busy={checking}
        >
          {checking ? t('otp.checking') : t('otp.submit')}
        </button>
      </div>
    </form>
  )
}
