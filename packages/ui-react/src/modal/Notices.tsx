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

/** The toast (snackbar): shown when core sets one, dismissed in core after a few seconds. */
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
  return (
    <div className="latch-toast" role="status" data-variant={toast.variant} data-testid="latch-toast">
      {text}
    </div>
  )
}
