import { connectEmail } from '@latch/core/actions'
import { type FormEvent, useId, useState } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { translateError } from '../../i18n/translateError'

/** The Connect view's e-mail login field (spec §1: first by default): a code is mailed, then the code view opens. */
export function EmailField() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const inputId = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSending(true)
    setError(undefined)
    connectEmail(client, { email })
      .catch((failure: unknown) => setError(translateError(failure, t)))
      .finally(() => setSending(false))
  }
  return (
    <form className="latch-stack" onSubmit={submit} data-testid="latch-email-form" noValidate>
      <label className="latch-field" htmlFor={inputId}>
        <span>{t('email.label')}</span>
      </label>
      <input
        id={inputId}
        className="latch-search"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('email.placeholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={error ? true : undefined}
        data-testid="latch-email-input"
      />
      {error ? (
        <p className="latch-error-text" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="latch-button"
        disabled={sending || email.trim() === ''}
        aria-busy={sending}
      >
        {sending ? t('email.sending') : t('connect.email')}
      </button>
    </form>
  )
}
