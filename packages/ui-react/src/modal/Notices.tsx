import { type Notice, noticeCode } from '@latch/core'
import { dismissAlert, dismissToast } from '@latch/core/actions'
import { useEffect } from 'react'
import { useLatchContext } from '../hooks/useLatchContext'
import { useLatchSelector } from '../hooks/useLatchSelector'
import type { MessageKey } from '../i18n/en'

/** How long a toast stays on screen. */
const TOAST_MS = 3000

function useNoticeText(notice: Notice | undefined): string | undefined {
  const { translator } = useLatchContext()
  if (!notice) return undefined
  const key = `notice.${noticeCode(notice)}` as MessageKey
  const translated = translator.t(key, notice.params)
  return translated === key ? notice.message : translated
}

/** The alert (persistent, dismissable) and the status banner (hidden 150 ms while replaced, spec §4). */
export function Banners() {
  const { client, translator } = useLatchContext()
  const alert = useLatchSelector((state) => state.notices.alert)
  const status = useLatchSelector((state) => state.notices.status)
  const statusVisible = useLatchSelector((state) => state.notices.statusVisible)
  const alertText = useNoticeText(alert)
  const statusText = useNoticeText(status)
  return (
    <>
      {alert ? (
        <div className="latch-notice" role="alert" data-variant={alert.variant} data-testid="latch-alert">
          <span className="latch-notice-text">{alertText}</span>
          <button
            type="button"
            className="latch-icon-button"
            aria-label={translator.t('notice.dismiss')}
            onClick={() => dismissAlert(client)}
          >
            ×
          </button>
        </div>
      ) : null}
      {status ? (
        <div
          className="latch-notice"
          role="status"
          data-variant={status.variant}
          data-visible={statusVisible ? 'true' : 'false'}
          data-testid="latch-status"
        >
          <span className="latch-notice-text">{statusText}</span>
        </div>
      ) : null}
    </>
  )
}

/** The toast's icon by variant, so an error does not read like a success at a glance (issue 40). */
function ToastIcon({ variant }: { variant: Notice['variant'] }) {
  const kind =
    variant === 'error' || variant === 'warning' ? 'error' : variant === 'success' ? 'success' : 'info'
  return (
    <svg
      className="latch-toast-icon"
      data-icon={kind}
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
      {kind === 'success' ? (
        <path
          d="m4.8 8.2 2.2 2.2 4.2-4.6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      ) : kind === 'error' ? (
        <path
          d="M8 4.2v4.6M8 11.2v.3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M8 7.2v4.3M8 4.5v.3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      )}
    </svg>
  )
}

/**
 * The toast (snackbar): shown when core sets one, dismissed in core after a few seconds. It sits in the header,
 * between back and close, so it never covers the control the visitor just pressed (issue 40); an error or warning
 * is an alert (read at once), anything else a polite status.
 */
export function Toast() {
  const { client } = useLatchContext()
  const toast = useLatchSelector((state) => state.notices.toast)
  const text = useNoticeText(toast)
  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => dismissToast(client, { notice: toast }), TOAST_MS)
    return () => clearTimeout(timer)
  }, [toast, client])
  if (!toast) return null
  const urgent = toast.variant === 'error' || toast.variant === 'warning'
  return (
    <div
      className="latch-toast"
      role={urgent ? 'alert' : 'status'}
      data-variant={toast.variant}
      data-testid="latch-toast"
    >
      <ToastIcon variant={toast.variant} />
      <span className="latch-toast-text">{text}</span>
    </div>
  )
}
