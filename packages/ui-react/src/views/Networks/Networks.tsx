import type { CaipNetwork } from '@latch/core'
import { back, navigate, switchNetwork } from '@latch/core/actions'
import { useState } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import type { MessageKey } from '../../i18n/en'
import { NetworkImage, provideNetworkMarks } from '../../primitives/NetworkImage'
import * as networkMarks from '../../primitives/networkMarks'
import { groupNetworks } from './groupNetworks'

// The official network marks come with the network list, shown from its first frame.
provideNetworkMarks(networkMarks)

/**
 * The Networks view: the host's networks grouped by namespace, active, unsupported and not approved marked, default
 * footer. Choosing a network the wallet's session did not approve explains why it cannot switch there; choosing
 * one of a namespace no wallet is connected on (while another is) leads to SwitchActiveChain and its wallets.
 */
export default function Networks() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const groups = useLatchSelector(
    (state) => groupNetworks(client.options.networks, state, client.adapters),
    groupsEqual,
  )
  const connected = useLatchSelector((state) => state.accounts)
  // features.networkSwitch: false: the list shows the networks, and none is offered as a switch.
  const canSwitch = client.options.features.networkSwitch
  const [notApprovedChosen, setNotApprovedChosen] = useState<CaipNetwork>()
  const choose = async (network: CaipNetwork) => {
    if (connected[network.namespace]?.status === 'connected') {
      navigate(client, { view: 'SwitchNetwork', params: { networkId: network.id } })
      return
    }
    // Connected elsewhere only: the visitor needs a wallet of this namespace first (as AppKit's "Switch to ...").
    if (Object.values(connected).some((account) => account?.status === 'connected')) {
      navigate(client, {
        view: 'SwitchActiveChain',
        params: { namespace: network.namespace, networkId: network.id },
      })
      return
    }
    try {
      await switchNetwork(client, { networkId: network.id })
      back(client)
    } catch {
      // Core shows the alert (network not found); the list stays.
    }
  }
  return (
    <div className="latch-stack" data-testid="latch-networks-view">
      {groups.map((group) => {
        const namespaceName = t(`namespace.${group.namespace}` as MessageKey)
        const headingId = `latch-networks-${group.namespace}`
        return (
          <section key={group.namespace} className="latch-stack" aria-labelledby={headingId}>
            {groups.length > 1 ? (
              <h3 className="latch-group-title" id={headingId}>
                {t('networks.group', { namespace: namespaceName })}
              </h3>
            ) : (
              <h3 className="latch-visually-hidden" id={headingId}>
                {t('networks.group', { namespace: namespaceName })}
              </h3>
            )}
            {group.rows.map((row) => (
              <button
                key={row.network.id}
                type="button"
                className="latch-row"
                data-testid="latch-network-row"
                data-network-id={row.network.id}
                aria-current={row.active ? 'true' : undefined}
                aria-disabled={row.unsupported || !canSwitch ? 'true' : undefined}
                title={row.network.name}
                onClick={() => {
                  if (!canSwitch || row.unsupported || row.active) return
                  if (row.notApproved) setNotApprovedChosen(row.network)
                  else void choose(row.network)
                }}
              >
                <NetworkImage network={row.network} size={32} />
                <span className="latch-row-name">{row.network.name}</span>
                {row.active ? <span className="latch-tag">{t('networks.active')}</span> : null}
                {row.unsupported ? <span className="latch-tag">{t('networks.unsupported')}</span> : null}
                {row.notApproved && !row.unsupported ? (
                  <span className="latch-tag">{t('networks.notApproved')}</span>
                ) : null}
              </button>
            ))}
          </section>
        )
      })}
      {notApprovedChosen ? (
        <p className="latch-notice" role="status" data-testid="latch-network-not-approved">
          {t('networks.notApprovedExplained', { network: notApprovedChosen.name })}
        </p>
      ) : null}
      <p className="latch-footer latch-muted">{t('networks.footer')}</p>
    </div>
  )
}

function groupsEqual(a: ReturnType<typeof groupNetworks>, b: ReturnType<typeof groupNetworks>): boolean {
  return (
    a.length === b.length &&
    a.every((group, index) => {
      const other = b[index]
      return (
        other !== undefined &&
        other.namespace === group.namespace &&
        other.rows.length === group.rows.length &&
        group.rows.every(
          (row, rowIndex) =>
            row.network === other.rows[rowIndex]?.network &&
            row.active === other.rows[rowIndex]?.active &&
            row.unsupported === other.rows[rowIndex]?.unsupported &&
            row.notApproved === other.rows[rowIndex]?.notApproved,
        )
      )
    })
  )
}
