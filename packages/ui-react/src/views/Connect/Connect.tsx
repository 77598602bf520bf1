import type { Connector } from '@latch/core'
import { navigate } from '@latch/core/actions'
import { useLatchContext } from '../../hooks/useLatchContext'
import { LegalFooter } from '../shared/LegalFooter'
import { useNamespaceFilter } from '../shared/useWalletEntries'
import { WalletShortList } from '../shared/WalletShortList'
import { socialName, useConnectMethods } from './useConnectMethods'
import { useLoginParts } from './useLoginParts'

/** The Connect view: connect methods in the configured order, wallets inline or behind one entry. */
export default function Connect() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const { entries, walletsCollapsed } = useConnectMethods()
  const only = useNamespaceFilter()
  const parts = useLoginParts(
    entries.some((entry) => ['email', 'socialLogin', 'passkey'].includes(entry.method)),
  )
  const connectEmbedded = (connector: Connector) =>
    navigate(client, {
      view: 'ConnectingExternal',
      params: { connectorId: connector.id, namespace: connector.namespace },
    })
  return (
    <div className="latch-stack" data-testid="latch-connect-view">
      {entries.map((entry) => {
        if (entry.method === 'email') {
          return parts ? <parts.EmailField key="email" /> : null
        }
        if (entry.method === 'passkey') {
          return parts ? <parts.PasskeyLoginPart key="passkey" /> : null
        }
        if (entry.method === 'farcaster') {
          return (
            <button
              key="farcaster"
              type="button"
              className="latch-row"
              onClick={() => navigate(client, { view: 'ConnectingFarcaster' })}
            >
              <span className="latch-row-name">
                {t('connect.social', { provider: socialName('farcaster') })}
              </span>
            </button>
          )
        }
        if (entry.method === 'socialLogin') {
          return parts ? (
            <parts.SocialLoginButton key={`social:${entry.provider}`} provider={entry.provider} />
          ) : null
        }
        if (entry.method === 'social') {
          return (
            <button
              key={`social:${entry.provider}`}
              type="button"
              className="latch-row"
              onClick={() => connectEmbedded(entry.connector)}
            >
              <span className="latch-row-name">
                {t('connect.social', { provider: entry.connector.name })}
              </span>
            </button>
          )
        }
        return walletsCollapsed ? (
          <button
            key="wallet"
            type="button"
            className="latch-row"
            onClick={() =>
              navigate(client, { view: 'ConnectWallets', ...(only ? { params: { namespace: only } } : {}) })
            }
          >
            <span className="latch-row-name">{t('connect.continueWithWallet')}</span>
          </button>
        ) : (
          <WalletShortList key="wallet" />
        )
      })}
      {client.options.features.walletGuide ? (
        <button
          type="button"
          className="latch-row"
          data-testid="latch-wallet-guide-entry"
          onClick={() => navigate(client, { view: 'WalletGuide' })}
        >
          <span className="latch-row-name">{t('connect.walletGuide')}</span>
        </button>
      ) : null}
      <LegalFooter />
    </div>
  )
}
