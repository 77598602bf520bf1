import type { ChainNamespace } from '@latch/core'
import { toDisplayText } from '@latch/core'
import { useEffect, useState } from 'react'
import { formatAddress } from '../format/formatAddress'
import { formatAmount } from '../format/formatAmount'
import { useLatchContext } from '../hooks/useLatchContext'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { openModal } from '../modal/openModal'
import type { AccountButtonIconProps } from './AccountButtonIcon'
import { useButtonLook } from './buttonLook'
import { prefetchHandlers } from './prefetchHandlers'

type IconModule = typeof import('./AccountButtonIcon')
let loadingIcons: Promise<IconModule> | undefined

/** Props of {@link AccountButton}. */
export interface AccountButtonProps {
  namespace?: ChainNamespace
  /** Show the balance next to the address (default true). */
  balance?: 'show' | 'hide'
  /** Only class names, no look of its own (the host draws it): the button before issue 40. */
  headless?: boolean
  className?: string
}

/**
 * A styled button's round icon (network mark or avatar; NetworkButton's too) that loads after the first paint (its
 * placeholder keeps the place). Loaded in an effect, not with
 * `lazy`: the server's HTML and the first client render are then the same placeholder (no Suspense, which
 * `renderToString` reports, and no hydration mismatch once the chunk is cached).
 */
export function ButtonIcon(props: AccountButtonIconProps) {
  const [icons, setIcons] = useState<IconModule>()
  useEffect(() => {
    loadingIcons ??= import('./AccountButtonIcon')
    loadingIcons.then(setIcons, () => {})
  }, [])
  return (
    <span className="latch-b-icon" aria-hidden="true">
      {icons ? <icons.default {...props} /> : null}
    </span>
  )
}

/**
 * The connected account (profile name or short address, and balance); opens the Account view. Renders nothing when
 * disconnected. Styled like the modal (network icon and balance, then avatar and address) unless `headless`.
 */
export function AccountButton({ namespace, balance = 'show', headless, className }: AccountButtonProps) {
  const { client, translator } = useLatchContext()
  const look = useButtonLook(headless)
  const account = useLatchSelector((state) => {
    const target = namespace ?? state.activeNamespace
    const slice = target ? state.accounts[target] : undefined
    return slice?.status === 'connected' && target
      ? {
          address: slice.address ?? '',
          name: slice.profileName ? toDisplayText(slice.profileName) || undefined : undefined,
          image: slice.profileImage,
          balance: slice.balance,
          symbol: slice.balanceSymbol,
          network: state.networks[target]?.caipNetwork,
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
      className={['latch-account-button', headless ? '' : 'latch-b', className].filter(Boolean).join(' ')}
      aria-label={translator.t('button.account', { address: account.address })}
      title={account.address}
      {...look}
      {...prefetchHandlers('Account')}
      onClick={() => void openModal(client, { view: 'Account' })}
    >
      {amount ? (
        <span className="latch-b-part latch-account-button-balance" dir="ltr">
          {headless || !account.network ? null : (
            <ButtonIcon network={account.network} address={account.address} />
          )}
          {amount}
        </span>
      ) : null}
      {/* A space between balance and address, so the text reads "1.2 ETH 0x12…34", not "1.2 ETH0x12…34". */}
      {amount ? ' ' : null}
      <span className="latch-b-part latch-account-button-address" dir="auto">
        {headless ? null : <ButtonIcon address={account.address} image={account.image} />}
        {shown}
      </span>
    </button>
  )
}
