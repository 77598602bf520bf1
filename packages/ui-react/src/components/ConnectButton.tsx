import type { ChainNamespace } from '@latch/core'
import { useLatchContext } from '../hooks/useLatchContext'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { loadModal } from '../modal/loadModal'
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
  const account = useAccountButton({ namespace, headless, className })
  const AccountButtonView = useAccountButtonView(status !== 'disconnected')
  const connected = status === 'connected' ? account : undefined
  if (connected && AccountButtonView) return <AccountButtonView {...connected} />
  const connecting = status !== 'disconnected'
  // Connected before the drawing's chunk is in (the server's HTML of a connection read from the cookie, its
  // hydration, a slow network): the account button with the short address only, the same on server and client.
  const address = connected?.account.address
  return (
    <button
      type="button"
      {...(connected
        ? connected.button
        : {
            dir: translator.dir === 'rtl' ? 'rtl' : undefined,
            className: ['latch-connect-button', headless ? '' : 'latch-b', className]
              .filter(Boolean)
              .join(' '),
            ...look,
            'aria-busy': connecting,
            ...prefetchHandlers('Connect', () => {
              // Core's prefetchWallets comes with the modal's chunk, as open does (not first-load code).
              loadModal().then(
                (chunk) => chunk.prefetchWallets(client),
                () => {},
              )
              prefetchAccountButtonView()
            }),
            onClick: () => void openModal(client, namespace ? { namespace } : {}),
          })}
    >
      {address
        ? `${address.slice(0, 6)}…${address.slice(-4)}`
        : connecting
          ? (loadingLabel ?? translator.t('button.connecting'))
          : (label ?? translator.t('button.connect'))}
    </button>
  )
}
