import type { ActivityItem, ChainNamespace } from '@latch/core'
import { fetchActivity, fetchMoreActivity } from '@latch/core/actions'
import { useEffect, useRef } from 'react'
import { formatAddress } from '../../format/formatAddress'
import { formatAmount } from '../../format/formatAmount'
import { formatRelativeTime } from '../../format/formatRelativeTime'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import type { Translate } from '../../i18n/createTranslator'
import { DisplayName } from '../../primitives/DisplayName'
import { Icon } from '../../primitives/Icon'
import { Skeleton } from '../../primitives/Skeleton'
import { WalletImage } from '../../primitives/WalletImage'
import { explorerTransactionUrl } from './explorerTransactionUrl'
import { isLookalikeAddress, isSameAddress } from './isLookalikeAddress'

const EMPTY: ActivityItem[] = []

function Counterparty({ item, own, t }: { item: ActivityItem; own: string; t: Translate }) {
  if (!item.counterparty) return null
  const key =
    item.direction === 'sent'
      ? 'activity.to'
      : item.direction === 'received'
        ? 'activity.from'
        : 'activity.with'
  if (isSameAddress(item.counterparty, own))
    return <span data-testid="latch-activity-counterparty">{t(key, { address: t('activity.self') })}</span>
  // A lookalike is shown whole, with a warning, so it can never pass for the visitor's own address.
  if (isLookalikeAddress(item.counterparty, own))
    return (
      <span data-testid="latch-activity-counterparty" data-lookalike="true">
        {t(key, { address: item.counterparty })} <strong role="note">{t('activity.lookalike')}</strong>
      </span>
    )
  return (
    <span data-testid="latch-activity-counterparty" title={item.counterparty}>
      {t(key, { address: formatAddress(item.counterparty) })}
    </span>
  )
}

/** The Activity tab: sent, received and contract calls with counterparty, amount, relative time and explorer link. */
export function ActivityTab({ namespace }: { namespace: ChainNamespace }) {
  const { client, translator } = useLatchContext()
  const { t, locale } = translator
  const address = useLatchSelector((state) => state.accounts[namespace]?.caipAddress)
  const own = useLatchSelector((state) => state.accounts[namespace]?.address ?? '')
  const explorer = useLatchSelector((state) => state.networks[namespace]?.caipNetwork?.blockExplorerUrl)
  const data = useLatchSelector((state) =>
    state.accountData[namespace]?.address === address ? state.accountData[namespace] : undefined,
  )
  useEffect(() => {
    if (address) void fetchActivity(client, { namespace })
  }, [client, namespace, address])
  const status = data?.activity ?? 'idle'
  const items = data?.activityItems ?? EMPTY
  const now = Date.now()
  return (
    <div className="latch-stack" data-testid="latch-activity-tab" aria-busy={status === 'loading'}>
      {status === 'error' ? (
        <div className="latch-stack" role="alert">
          <p className="latch-muted">{t('activity.error')}</p>
          <button
            type="button"
            className="latch-button"
            data-variant="secondary"
            onClick={() => void fetchActivity(client, { namespace })}
          >
            {t('activity.retry')}
          </button>
        </div>
      ) : null}
      {status === 'unavailable' ? <p className="latch-muted">{t('activity.unavailable')}</p> : null}
      {(status === 'loading' || status === 'idle') && items.length === 0 ? (
        <Skeleton label={t('activity.loading')} />
      ) : null}
      {status === 'ready' && items.length === 0 ? <p className="latch-muted">{t('activity.empty')}</p> : null}
      {items.length > 0 ? (
        <ul className="latch-list" aria-label={t('account.tabActivity')}>
          {items.map((item) => {
            const link = explorerTransactionUrl(explorer, item.hash)
            const sign = item.direction === 'sent' ? '−' : item.direction === 'received' ? '+' : ''
            return (
              <li
                key={item.hash}
                className="latch-row latch-static latch-activity"
                data-testid="latch-activity-row"
              >
                <span className="latch-activity-icon" data-failed={item.failed ? 'true' : undefined}>
                  <Icon
                    name={
                      item.direction === 'sent' ? 'send' : item.direction === 'received' ? 'receive' : 'swap'
                    }
                  />
                </span>
                <span className="latch-row-name">
                  <span data-testid="latch-activity-kind">
                    {t(`activity.${item.direction}`)}
                    {item.failed ? ` · ${t('activity.failed')}` : ''}
                  </span>
                  <Counterparty item={item} own={own} t={t} />
                </span>
                {item.amount ? (
                  // The token's icon from the host's list (none for a token it does not list: its letters).
                  <span className="latch-activity-amount" data-testid="latch-activity-token">
                    <WalletImage name={item.amount.symbol} src={item.amount.iconUrl} size={20} />
                    <span dir="ltr" data-testid="latch-activity-amount">
                      {sign}
                      {formatAmount(item.amount.formatted, locale)} <DisplayName text={item.amount.symbol} />
                      {item.amount.unverified ? (
                        <span className="latch-tag" data-testid="latch-activity-unverified">
                          {' '}
                          {t('tokens.unverified')}
                        </span>
                      ) : null}
                    </span>
                  </span>
                ) : null}
                {item.timestamp !== undefined ? (
                  <span data-testid="latch-activity-time">{formatRelativeTime(item.timestamp, now, t)}</span>
                ) : null}
                {link ? (
                  <a
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('activity.explorer')}
                  >
                    ↗
                  </a>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : null}
      {status === 'ready' && items.length > 0 && !data?.activityEnd ? (
        <OlderActivity namespace={namespace} failed={data?.activityMore === 'error'} count={items.length} />
      ) : null}
    </div>
  )
}

/**
 * The end of the list: once it scrolls into view, the next older page is read (again after each page while it
 * stays in view); a failed read offers a retry instead.
 */
function OlderActivity({
  namespace,
  failed,
  count,
}: {
  namespace: ChainNamespace
  failed: boolean
  count: number
}) {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const end = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const target = end.current
    if (failed || !target || typeof IntersectionObserver === 'undefined' || count === 0) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchMoreActivity(client, { namespace })
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [client, namespace, failed, count])
  if (failed)
    return (
      <div className="latch-stack" role="alert" data-testid="latch-activity-more-error">
        <p className="latch-muted">{t('activity.error')}</p>
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          onClick={() => void fetchMoreActivity(client, { namespace })}
        >
          {t('activity.retry')}
        </button>
      </div>
    )
  return (
    <div ref={end} data-testid="latch-activity-more">
      <Skeleton label={t('activity.loading')} />
    </div>
  )
}
