import type { ChainNamespace } from '@latch/core'
import { useLatchContext } from '../hooks/useLatchContext'
import { useLatchSelector } from '../hooks/useLatchSelector'
import { openModal } from '../modal/openModal'
import { ButtonIcon } from './ButtonIcon'
import { useButtonLook } from './buttonLook'
import { prefetchHandlers } from './prefetchHandlers'

/** Props of {@link NetworkButton}. */
export interface NetworkButtonProps {
  namespace?: ChainNamespace
  /** Only class names, no look of its own (the host draws it): the button before issue 40. */
  headless?: boolean
  className?: string
}

/**
 * The selected network's icon and name; opens the Networks view (AppKit: `<appkit-network-button>`). With
 * `features.networkSwitch: false` it only shows the network (disabled). Styled like the modal (the network's mark,
 * loaded after the first paint, then its name) unless `headless`.
 */
export function NetworkButton({ namespace, headless, className }: NetworkButtonProps) {
  const { client, translator } = useLatchContext()
  const look = useButtonLook(headless)
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
      className={['latch-network-button', headless ? '' : 'latch-b', className].filter(Boolean).join(' ')}
      aria-label={name ? translator.t('button.network', { name }) : translator.t('button.networkUnknown')}
      disabled={!canSwitch}
      {...look}
      {...(canSwitch ? prefetchHandlers('Networks') : {})}
      onClick={() => void openModal(client, { view: 'Networks' })}
    >
      {headless || !network ? null : <ButtonIcon network={network} address="" />}
      {name ?? translator.t('button.networkUnknown')}
    </button>
  )
}
