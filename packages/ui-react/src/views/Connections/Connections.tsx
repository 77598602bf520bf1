import type { ChainNamespace, Connection } from '@latch/core'
import { parseCaipAddress, toDisplayText } from '@latch/core'
import {
  disconnectConnection,
  fetchConnectionBalances,
  navigate,
  switchConnection,
} from '@latch/core/actions'
import { useEffect, useState } from 'react'
import { formatAddress } from '../../format/formatAddress'
import { formatAmount } from '../../format/formatAmount'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { translateError } from '../../i18n/translateError'
import { WalletImage } from '../../primitives/WalletImage'

/**
 * The Connections view (multi-wallet mode, reached from Account): every connection per namespace with its wallet,
 * account and native balance, the active one marked; the visitor makes another one active, disconnects one, or adds a wallet.
 */
export default function Connections() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const connections = useLatchSelector((state) => state.connections)
  const activeNamespace = useLatchSelector((state) => state.activeNamespace)
  const [error, setError] = useState<string>()
  const namespaces = (Object.keys(connections) as ChainNamespace[]).filter(
    (namespace) => (connections[namespace]?.length ?? 0) > 0,
  )
  const act = (task: Promise<void>) => {
    setError(undefined)
    task.catch((failure: unknown) => setError(translateError(failure, t)))
  }
  return (
    <div className="latch-stack" data-testid="latch-connections-view">
      {namespaces.length === 0 ? <p className="latch-muted">{t('connections.none')}</p> : null}
      {namespaces.map((namespace) => (
        <NamespaceConnections
          key={namespace}
          namespace={namespace}
          list={connections[namespace] ?? []}
          activeNamespace={activeNamespace}
          onUse={(connectorId) => act(switchConnection(client, { namespace, connectorId }))}
          onDisconnect={(connectorId) => act(disconnectConnection(client, { namespace, connectorId }))}
        />
      ))}
      {error ? (
        <p className="latch-error-text" role="alert">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="latch-button"
        data-testid="latch-connections-add"
        onClick={() => navigate(client, { view: 'Connect' })}
      >
        {t('connections.add')}
      </button>
    </div>
  )
}

interface NamespaceConnectionsProps {
  namespace: ChainNamespace
  list: readonly Connection[]
  activeNamespace: ChainNamespace | undefined
  onUse(connectorId: string): void
  onDisconnect(connectorId: string): void
}

/** One namespace's connections under its network's name. */
function NamespaceConnections({
  namespace,
  list,
  activeNamespace,
  onUse,
  onDisconnect,
}: NamespaceConnectionsProps) {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const network = useLatchSelector((state) => state.networks[namespace]?.caipNetwork)
  const balances = useLatchSelector((state) => state.balances)
  const kept = list.length
  useEffect(() => {
    // Each kept wallet's balance, not only the active one's (after a reload only that one was read).
    if (kept > 0) void fetchConnectionBalances(client, { namespace })
  }, [client, namespace, kept])
  const current = useLatchSelector((state) => state.accounts[namespace]?.connectedWalletInfo?.id)
  const connectors = useLatchSelector((state) => state.connectors)
  return (
    <section className="latch-stack" aria-label={network?.name ?? namespace} data-namespace={namespace}>
      <h3 className="latch-muted">{network?.name ?? namespace}</h3>
      {list.map((connection) => {
        const connector = connectors.find(
          (candidate) => candidate.id === connection.connectorId && candidate.namespace === namespace,
        )
        const name = toDisplayText(connector?.name) || connection.connectorId
        const main = connection.accounts[0]
        const address = main ? parseCaipAddress(main.address).address : ''
        const balance = main ? balances[main.address] : undefined
        const active = namespace === activeNamespace && connection.connectorId === current
        return (
          <div
            key={connection.connectorId}
            className="latch-row"
            data-testid="latch-connection"
            data-active={active ? 'true' : undefined}
          >
            <WalletImage name={name} src={connector?.imageUrl} size={32} />
            <span className="latch-row-name">
              {name} <span className="latch-muted">{formatAddress(address)}</span>
              {balance ? (
                <span className="latch-muted" data-testid="latch-connection-balance">
                  {' '}
                  {`${formatAmount(balance.formatted, translator.locale)} ${toDisplayText(balance.symbol)}`}
                </span>
              ) : null}
            </span>
            {active ? (
              <span className="latch-tag">{t('connections.active')}</span>
            ) : (
              <button type="button" className="latch-button" onClick={() => onUse(connection.connectorId)}>
                {t('connections.makeActive')}
              </button>
            )}
            <button
              type="button"
              className="latch-button"
              onClick={() => onDisconnect(connection.connectorId)}
            >
              {t('connections.disconnect')}
            </button>
          </div>
        )
      })}
    </section>
  )
}
