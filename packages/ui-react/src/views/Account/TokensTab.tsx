import { type ChainNamespace, networkBalanceInUsd } from '@latch/core'
import { fetchTokens } from '@latch/core/actions'
import { useEffect } from 'react'
import { formatAmount } from '../../format/formatAmount'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { DisplayName } from '../../primitives/DisplayName'
import { Skeleton } from '../../primitives/Skeleton'
import { WalletImage } from '../../primitives/WalletImage'
import { formatUsd } from './formatUsd'

/** The Tokens tab: each token with balance and USD value, the network balance in USD, and its read states. */
export function TokensTab({ namespace }: { namespace: ChainNamespace }) {
  const { client, translator } = useLatchContext()
  const { t, locale } = translator
  const address = useLatchSelector((state) => state.accounts[namespace]?.caipAddress)
  const tokens = useLatchSelector((state) => state.accounts[namespace]?.tokenBalance)
  const status = useLatchSelector((state) =>
    state.accountData[namespace]?.address === address ? state.accountData[namespace]?.tokens : 'idle',
  )
  useEffect(() => {
    if (address) void fetchTokens(client, { namespace })
  }, [client, namespace, address])
  const list = tokens ?? []
  const total = networkBalanceInUsd(list)
  return (
    <div className="latch-stack" data-testid="latch-tokens-tab" aria-busy={status === 'loading'}>
      {total !== undefined ? (
        <p className="latch-muted" data-testid="latch-network-balance">
          {t('tokens.networkBalance', { value: formatUsd(total, locale) })}
        </p>
      ) : null}
      {status === 'error' ? (
        <div className="latch-stack" role="alert">
          <p className="latch-muted">{t('tokens.error')}</p>
          <button
            type="button"
            className="latch-button"
            data-variant="secondary"
            onClick={() => void fetchTokens(client, { namespace })}
          >
            {t('tokens.retry')}
          </button>
        </div>
      ) : null}
      {status === 'unavailable' ? <p className="latch-muted">{t('tokens.unavailable')}</p> : null}
      {(status === 'loading' || status === 'idle') && list.length === 0 ? (
        <Skeleton label={t('tokens.loading')} />
      ) : null}
      {status === 'ready' && list.length === 0 ? <p className="latch-muted">{t('tokens.empty')}</p> : null}
      {list.length > 0 ? (
        <ul className="latch-list" aria-label={t('account.tabTokens')}>
          {list.map((token) => (
            <li
              key={token.address ?? 'native'}
              className="latch-row latch-static"
              data-testid="latch-token-row"
              data-spam={token.spam ? 'true' : undefined}
              data-unverified={token.unverified ? 'true' : undefined}
            >
              <WalletImage name={token.symbol} src={token.iconUrl} size={32} />
              <span className="latch-row-name" title={token.name}>
                <DisplayName text={token.symbol} />
                {token.spam ? <span className="latch-tag"> {t('tokens.spam')}</span> : null}
                {token.unverified && !token.spam ? (
                  <span className="latch-tag" data-testid="latch-token-unverified">
                    {' '}
                    {t('tokens.unverified')}
                  </span>
                ) : null}
              </span>
              <span className="latch-token-amount" dir="ltr" data-testid="latch-token-amount">
                {formatAmount(token.quantity, locale)}
              </span>
              <span className="latch-token-value" dir="auto" data-testid="latch-token-value">
                {token.value !== undefined ? formatUsd(token.value, locale) : t('tokens.noPrice')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
