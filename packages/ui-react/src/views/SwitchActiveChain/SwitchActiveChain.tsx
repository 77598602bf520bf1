import { close, navigate, setActiveNamespace, switchNetwork } from '@latch/core/actions'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useRouterParams } from '../../hooks/useRouterParams'
import type { MessageKey } from '../../i18n/en'

/**
 * The SwitchActiveChain view (opening for another namespace, spec §2, or a network of a namespace no wallet is
 * connected on): confirm to make that namespace (and the network chosen, if any) active; connected there, the modal
 * closes, otherwise Connect lists that namespace's wallets only.
 */
export default function SwitchActiveChain() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const { namespace, networkId } = useRouterParams()
  const connected = useLatchSelector((state) =>
    namespace ? state.accounts[namespace]?.status === 'connected' : false,
  )
  if (!namespace) return null
  const name = t(`namespace.${namespace}` as MessageKey)
  const confirm = async () => {
    if (networkId && !connected) {
      // Nothing is connected there: the network is only selected (no wallet is asked).
      try {
        await switchNetwork(client, { networkId })
      } catch {
        return // core shows the alert (network not found)
      }
    } else {
      setActiveNamespace(client, { namespace })
    }
    if (connected) close(client)
    else navigate(client, { view: 'Connect', params: { namespace } })
  }
  return (
    <div className="latch-center" data-testid="latch-switch-active-chain-view">
      <p className="latch-muted">{t('switchActiveChain.text', { namespace: name })}</p>
      <button type="button" className="latch-button" onClick={() => void confirm()}>
        {t('switchActiveChain.switch', { namespace: name })}
      </button>
    </div>
  )
}
