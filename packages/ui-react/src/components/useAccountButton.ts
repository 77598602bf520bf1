import { useLatchContext } from '../hooks/useLatchContext'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { openModal } from '../modal/openModal'
import type { AccountButtonProps } from './AccountButton'
import type { AccountButtonViewProps } from './AccountButtonView'
import { useButtonLook } from './buttonLook'
import { prefetchHandlers } from './prefetchHandlers'

/** The account button's state: what {@link AccountButtonView} draws, or undefined while not connected. */
export function useAccountButton({
  namespace,
  balance = 'show',
  headless,
  className,
}: AccountButtonProps): AccountButtonViewProps | undefined {
  const { client, translator } = useLatchContext()
  const look = useButtonLook(headless)
  const account = useLatchSelector((state) => {
    const target = namespace ?? state.activeNamespace
    const slice = target ? state.accounts[target] : undefined
    return slice?.status === 'connected' && target
      ? {
          address: slice.address ?? '',
          name: slice.profileName,
          image: slice.profileImage,
          balance: slice.balance,
          symbol: slice.balanceSymbol,
          network: state.networks[target]?.caipNetwork,
        }
      : undefined
  })
  if (!account) return undefined
  return {
    account,
    showBalance: balance === 'show',
    locale: translator.locale,
    headless,
    button: {
      dir: translator.dir === 'rtl' ? 'rtl' : undefined,
      className: ['latch-account-button', headless ? '' : 'latch-b', className].filter(Boolean).join(' '),
      'aria-label': translator.t('button.account', { address: account.address }),
      title: account.address,
      ...look,
      ...prefetchHandlers('Account'),
      onClick: () => void openModal(client, { view: 'Account' }),
    },
  }
}
