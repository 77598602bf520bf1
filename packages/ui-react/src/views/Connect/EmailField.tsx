import { type FormEvent, useId, useState } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useOpenedAndPainted } from '../../modal/modalShown'
import { emailAction } from './loginActions'

/**
 * The Connect view's e-mail login field (spec §1: first by default): a code is mailed, then the code view opens.
 * The action's chunk loads when the pointer reaches the form or the field gets focus, else at the submit.
 *
 * `type="text"` with the e-mail keyboard (`inputMode`) and autofill (`autoComplete`), not `type="email"`: the
 * field is pre-rendered hidden before the first click, and Chromium builds about 75 KiB of JS heap for the first
 * e-mail input of a page (issue 39). The form checks the address itself (`noValidate`), so nothing is lost.
 * While the modal is rendered ahead of time, hidden, and in the opening's first frame, plain elements stand in for the
 * form: a page's first `<input>` of any type costs about 17 KiB of JS heap, its first `<form>` and `<label>` about 5
 * more, paid once the modal opens (the stand-in's button is the real one's look, disabled as with no address).
 */
export function EmailField() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const inputId = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)
  const opened = useOpenedAndPainted()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSending(true)
    setError(undefined)
    emailAction
      .load()
      .then(({ connectEmail, translateError }) =>
        connectEmail(client, { email }).catch((failure: unknown) => setError(translateError(failure, t))),
      )
      // The action's chunk did not load.
      .catch(() => setError(t('connecting.error')))
      .finally(() => setSending(false))
  }
  const label = <span>{t('email.label')}</span>
  const continueButton = (
    <button
      type="submit"
      className="latch-button"
      disabled={sending || email.trim() === ''}
      aria-busy={sending}
    >
      {sending ? t('email.sending') : t('connect.email')}
    </button>
  )
  if (!opened)
    // Until the opening has painted (modal/modalShown): plain elements of the same look stand in for the form, its
    // label and its field, the field's showing its placeholder.
    return (
      <div className="latch-stack" data-testid="latch-email-form">
        <div className="latch-field">{label}</div>
        <div
          className="latch-search latch-search-stand-in"
          aria-hidden="true"
          data-testid="latch-email-stand-in"
        >
          {t('email.placeholder')}
        </div>
        {continueButton}
      </div>
    )
  return (
    <form
      className="latch-stack"
      onSubmit={submit}
      onPointerEnter={emailAction.prefetch}
      onFocus={emailAction.prefetch}
      data-testid="latch-email-form"
      noValidate
    >
      <label className="latch-field" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="latch-search"
        type="text"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
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
      {continueButton}
    </form>
  )
}
