import type { ChainNamespace } from '@latch/core'
import { prefetchWallets } from '@latch/core/actions'
import { useLatchContext } from '../hooks/useLatchContext'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { openModal } from '../modal/openModal'
import { useButtonLook } from './buttonLook'
import { prefetchHandlers } from './prefetchHandlers'
import { useAccountButton } from './useAccountButton'
import { prefetchAccountButtonView, useAccountButtonView } from './useAccountButtonView'

/** Props of {@link ConnectButton}. */
export interface ConnectButtonProps {
  /** Text instead of the catalogue's "Connect Wallet". */
  label?: string
  /** Text while connecting instead of "Connecting...". */
  loadingLabel?: string
  /** Open the modal for this namespace. */
  namespace?: ChainNamespace
  /** Only class names, no look of its own (the host draws it), also for the account it becomes. */
  headless?: boolean
  className?: string
}

/**
 * Opens the modal to connect; once connected it becomes the {@link AccountButton} (AppKit: `<appkit-button>`), whose
 * drawing loads when the visitor points at the button or a connection starts.
 * Styled like the modal, in scoped CSS that host styles cannot reach; `headless` leaves only its class names
 * (`latch-connect-button`), so the host styles it like its own buttons.
 */
export function ConnectButton({ label, loadingLabel, namespace, headless, className }: ConnectButtonProps) {
  const { client, translator } = useLatchContext()
  const look = useButtonLook(headless)
  const status = useLatchSelector((state) => {
    const target = namespace ?? state.activeNamespace
    return target ? (state.accounts[target]?.status ?? 'disconnected') : 'disconnected'
  })
  const account = useAccountButton({
    ...(namespace ? { namespace } : {}),
    ...(headless ? { headless } : {}),
    ...(className ? { className } : {}),
  })
  const AccountButtonView = useAccountButtonView(status !== 'disconnected')
  if (status === 'connected' && account && AccountButtonView) return <AccountButtonView {...account} />
  // Connected before the account button's chunk is in (a restore on a slow network): still "Connecting...".
  const connecting = status !== 'disconnected'
  return (
    <button
      type="button"
      dir={translator.dir === 'rtl' ? 'rtl' : undefined}
      className={['latch-connect-button', headless ? '' : 'latch-b', className].filter(Boolean).join(' ')}
      data-status={status}
      {...look}
      aria-busy={connecting}
      {...prefetchHandlers('Connect', () => {
        prefetchWallets(client)
        prefetchAccountButtonView()
      })}
      onClick={() => void openModal(client, namespace ? { namespace } : {})}
    >
      {connecting
        ? (loadingLabel ?? translator.t('button.connecting'))
        : (label ?? translator.t('button.connect'))}
    </button>
  )
}
