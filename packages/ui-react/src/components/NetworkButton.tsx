import type { ChainNamespace } from '@latch/core'
import { useLatchContext } from '../hooks/useLatchContext'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { openModal } from '../modal/openModal'
import { prefetchHandlers } from './prefetchHandlers'

/** Props of {@link NetworkButton}. */
export interface NetworkButtonProps {
  namespace?: ChainNamespace
  className?: string
}

/**
 * The selected network's name; opens the Networks view (AppKit: `<appkit-network-button>`). With
 * `features.networkSwitch: false` it only shows the network (disabled).
 */
export function NetworkButton({ namespace, className }: NetworkButtonProps) {
  const { client, translator } = useLatchContext()
  const network = useLatchSelector((state) => {
    const target = namespace ?? state.activeNamespace
    return target ? state.networks[target]?.caipNetwork : undefined
  })
  const name = network?.name
  const canSwitch = client.options.features.networkSwitch
  return (
    <button
      type="button"
      dir={translator.dir === 'rtl' ? 'rtl' : undefined}
      className={['latch-network-button', className].filter(Boolean).join(' ')}
      aria-label={name ? translator.t('button.network', { name }) : translator.t('button.networkUnknown')}
      disabled={!canSwitch}
      {...(canSwitch ? prefetchHandlers('Networks') : {})}
      onClick={() => void openModal(client, { view: 'Networks' })}
    >
      {name ?? translator.t('button.networkUnknown')}
    </button>
  )
}
