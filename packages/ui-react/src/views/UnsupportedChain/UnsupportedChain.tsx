import { close, disconnect, switchNetwork } from '@latch/core/actions'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { NetworkImage } from '../../primitives/NetworkImage'

/**
 * The UnsupportedChain view: the wallet is on a network the host did not configure; switch or disconnect. With
 * `features.networkSwitch: false` the modal offers no switch (the visitor changes the network in the wallet).
 */
export default function UnsupportedChain() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const namespace = useLatchSelector((state) => state.activeNamespace)
  const networks = client.options.features.networkSwitch
    ? client.options.networks.filter((network) => network.namespace === namespace)
    : []
  const switchTo = async (networkId: (typeof networks)[number]['id']) => {
    try {
      await switchNetwork(client, { networkId })
      close(client)
    } catch {
      // Declined or failed: the visitor stays here and can pick again.
    }
  }
  return (
    <div className="latch-stack" data-testid="latch-unsupported-chain-view">
      <p className="latch-muted">
        {t(networks.length > 0 ? 'unsupportedChain.text' : 'unsupportedChain.textInWallet')}
      </p>
      {networks.map((network) => (
        <button
          key={network.id}
          type="button"
          className="latch-row"
          data-testid="latch-network-row"
          title={network.name}
          onClick={() => void switchTo(network.id)}
        >
          <NetworkImage network={network} size={32} />
          <span className="latch-row-name">{network.name}</span>
        </button>
      ))}
      <button
        type="button"
        className="latch-row"
        onClick={() => void disconnect(client, namespace ? { namespace } : {}).catch(() => {})}
      >
        <span className="latch-row-name">{t('unsupportedChain.disconnect')}</span>
      </button>
    </div>
  )
}
