import { useLatchContext } from '../../hooks/useLatchContext'
import { translateError } from '../../i18n/translateError'
import { Skeleton } from '../../primitives/Skeleton'
import type { ProvidersRead } from './providerLists'

/** The loading and error states the on-ramp views share; null once the providers are in. */
export function OnrampStatus({ read, retry }: { read: ProvidersRead; retry: () => void }) {
  const { t } = useLatchContext().translator
  if (read.status === 'loading') return <Skeleton label={t('modal.loading')} />
  if (read.status === 'error')
    return (
      <div className="latch-center" role="alert">
        <p className="latch-error-text">{translateError(read.error, t)}</p>
        <button type="button" className="latch-button" data-variant="secondary" onClick={retry}>
          {t('onramp.retry')}
        </button>
      </div>
    )
  return null
}
