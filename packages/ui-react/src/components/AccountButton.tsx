import type { ChainNamespace } from '@latch/core'
import { toDisplayText } from '@latch/core'
import { formatAddress } from '../format/formatAddress'
import { formatAmount } from '../format/formatAmount'
import { useLatchContext } from '../hooks/useLatchContext'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { openModal } from '../modal/openModal'
import { prefetchHandlers } from './prefetchHandlers'

/** Props of {@link AccountButton}. */
export interface AccountButtonProps {
  namespace?: ChainNamespace
  /** Show the balance next to the address (default true). */
  balance?: 'show' | 'hide'
  className?: string
}

/** The connected account (profile name or short address, and balance); opens the Account view. Renders nothing when disconnected. */
export function AccountButton({ namespace, balance = 'show', className }: AccountButtonProps) {
  const { client, translator } = useLatchContext()
  const account = useLatchSelector((state) => {
    const target = namespace ?? state.activeNamespace
    const slice = target ? state.accounts[target] : undefined
    return slice?.status === 'connected'
      ? {
          address: slice.address ?? '',
          name: slice.profileName ? toDisplayText(slice.profileName) || undefined : undefined,
          balance: slice.balance,
          symbol: slice.balanceSymbol,
        }
      : undefined
  })
  if (!account) return null
  const shown = account.name ?? formatAddress(account.address)
  const amount =
    balance === 'show' && account.balance !== undefined
      ? `${formatAmount(account.balance, translator.locale)} ${account.symbol ?? ''}`.trim()
      : undefined
  return (
    <button
      type="button"
      dir={translator.dir === 'rtl' ? 'rtl' : undefined}
      className={['latch-account-button', className].filter(Boolean).join(' ')}
      aria-label={translator.t('button.account', { address: account.address })}
      title={account.address}
      {...prefetchHandlers('Account')}
      onClick={() => void openModal(client, { view: 'Account' })}
    >
      {amount ? (
        <span className="latch-account-button-balance" dir="ltr">
          {amount}
        </span>
      ) : null}
      <span className="latch-account-button-address" dir="auto">
        {shown}
      </span>
    </button>
  )
}
