import { close, navigate, setActiveNamespace } from '@latch/core/actions'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { useRouterParams } from '../../hooks/useRouterParams'
import type { MessageKey } from '../../i18n/en'

/**
 * The SwitchActiveChain view (opening for another namespace, spec §2): confirm to make that namespace active;
 * connected there, the modal closes, otherwise the visitor picks a wallet for it.
 */
export default function SwitchActiveChain() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const { namespace } = useRouterParams()
  const connected = useLatchSelector((state) =>
    namespace ? state.accounts[namespace]?.status === 'connected' : false,
  )
  if (!namespace) return null
  const name = t(`namespace.${namespace}` as MessageKey)
  const confirm = () => {
    setActiveNamespace(client, { namespace })
    if (connected) close(client)
    else navigate(client, { view: 'Connect' })
  }
  return (
    <div className="latch-center" data-testid="latch-switch-active-chain-view">
      <p className="latch-muted">{t('switchActiveChain.text', { namespace: name })}</p>
      <button type="button" className="latch-button" onClick={confirm}>
        {t('switchActiveChain.switch', { namespace: name })}
      </button>
    </div>
  )
}
