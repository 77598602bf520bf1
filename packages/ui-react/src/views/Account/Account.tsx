import {
  disconnect,
  getAdapter,
  navigate,
  openOnramp,
  openSwap,
  setPreferredAccountType,
  showToast,
  switchableAccounts,
} from '@latch/core/actions'
import { remoteFeaturesInForce } from '@latch/core/internal'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { DisplayName } from '../../primitives/DisplayName'
import { Icon } from '../../primitives/Icon'
import { isSafeImageUrl } from '../../primitives/isSafeImageUrl'
import { NetworkImage } from '../../primitives/NetworkImage'
import { SkeletonLine } from '../../primitives/Skeleton'
import { WalletImage } from '../../primitives/WalletImage'
import { WalletSecurityPart } from '../EmbeddedWallet/parts'
import { AccountTabs } from './AccountTabs'
import { AccountSwitchPart } from './accountSwitchPart'
import { avatarGradient } from './avatarGradient'
import { useAccountView } from './useAccountView'

/** The Account view: avatar, profile name or address, balance, network button and disconnect. */
export default function Account() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const { account, network, displayName, balance, canSwitchNetwork, canSend, namespace } = useAccountView()
  const address = account?.address ?? ''
  const { features, services } = client.options
  // Buying needs a server listing the project's providers (apps/server's /onramp/v1/*).
  const canBuy = features.onramp && Boolean(services?.onramp ?? services?.explorer)
  // The e-mail wallet's eoa / smartAccount switch (EIP-7702), where the host set account types for the namespace.
  const canSwitchAccountType =
    namespace === 'eip155' &&
    account?.connectedWalletInfo?.type === 'embedded' &&
    client.options.defaultAccountTypes?.[namespace] !== undefined
  const smart = account?.preferredAccountType === 'smartAccount'
  const multiWallet = useLatchSelector((state) => remoteFeaturesInForce(state, client.options).multiWallet)
  const prefetchConnections = () => void import('../Connections/Connections').catch(() => {})
  // The on-ramp views are not preloaded with the others; pointing at Buy fetches the first one's chunk.
  const prefetchOnramp = () => void import('../OnRamp/OnRampFiatSelect').catch(() => {})
  // Swapping needs a server with the swap routes (apps/server's /swap/v1/*) and an adapter that sends what it
  // prepares: contract calls on eip155, a transaction to sign and send on solana.
  const swapAdapter =
    namespace === 'eip155' || namespace === 'solana' ? getAdapter(client, { namespace }) : undefined
  const canSwap =
    features.swaps &&
    Boolean(services?.swap ?? services?.explorer) &&
    (namespace === 'eip155'
      ? swapAdapter?.sendTransaction !== undefined
      : swapAdapter?.sendPreparedTransaction !== undefined)
  const prefetchSwap = () => void import('../Swap/Swap').catch(() => {})
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      showToast(client, { id: 'ADDRESS_COPIED', variant: 'success', message: t('account.copied') })
    } catch {
      // Clipboard refused (no permission, insecure context): nothing was copied, so nothing is claimed.
    }
  }
  return (
    <div className="latch-stack" data-testid="latch-account-view">
      <div className="latch-center">
        {isSafeImageUrl(account?.profileImage) ? (
          <img
            className="latch-avatar"
            src={account?.profileImage}
            alt={t('account.avatar', { name: displayName })}
            referrerPolicy="no-referrer"
          />
        ) : (
          <span className="latch-avatar" aria-hidden="true" style={{ background: avatarGradient(address) }} />
        )}
        <p className="latch-address" dir="auto" title={address} data-testid="latch-account-name">
          <DisplayName text={displayName} />
        </p>
        <p className="latch-balance" dir="auto" data-testid="latch-account-balance" aria-live="polite">
          {balance ?? (account?.balanceLoading ? <SkeletonLine label={t('account.balanceLoading')} /> : '')}
        </p>
        <button type="button" className="latch-button" data-variant="secondary" onClick={copy}>
          <Icon name="copy" size={16} />
          {t('account.copy')}
        </button>
      </div>
      {switchableAccounts(account?.allAccounts ?? []).length > 1 ? <AccountSwitchPart /> : null}
      {account?.connectedWalletInfo ? (
        <div className="latch-row latch-static" data-testid="latch-account-wallet">
          <WalletImage
            name={account.connectedWalletInfo.name}
            src={account.connectedWalletInfo.imageUrl}
            size={32}
          />
          <DisplayName className="latch-row-name" text={account.connectedWalletInfo.name} />
        </div>
      ) : null}
      {network ? (
        <button
          type="button"
          className="latch-row"
          disabled={!canSwitchNetwork}
          onClick={() => navigate(client, { view: 'Networks' })}
        >
          <NetworkImage network={network} size={32} />
          <span className="latch-row-name">{network.name}</span>
          {canSwitchNetwork ? <Icon name="networks" /> : null}
        </button>
      ) : null}
      <div className="latch-account-actions">
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          onClick={() => navigate(client, { view: 'WalletReceive' })}
        >
          <Icon name="receive" />
          <span>{t('account.receive')}</span>
        </button>
        {canSend ? (
          <button
            type="button"
            className="latch-button"
            onClick={() => navigate(client, { view: 'WalletSend' })}
          >
            <Icon name="send" />
            <span>{t('account.send')}</span>
          </button>
        ) : null}
        {canSwap ? (
          <button
            type="button"
            className="latch-button"
            data-variant="secondary"
            data-testid="latch-account-swap"
            onPointerEnter={prefetchSwap}
            onFocus={prefetchSwap}
            onClick={() => void openSwap(client)}
          >
            <Icon name="swap" />
            <span>{t('title.Swap')}</span>
          </button>
        ) : null}
        {canBuy ? (
          <button
            type="button"
            className="latch-button"
            data-variant="secondary"
            onPointerEnter={prefetchOnramp}
            onFocus={prefetchOnramp}
            onClick={() => void openOnramp(client)}
          >
            <Icon name="buy" />
            <span>{t('account.buy')}</span>
          </button>
        ) : null}
      </div>
      {canSwitchAccountType ? (
        <button
          type="button"
          className="latch-row"
          data-testid="latch-account-type"
          onClick={() =>
            // A declined switch in the wallet frame changes nothing; the state says which type is in use.
            void setPreferredAccountType(client, { type: smart ? 'eoa' : 'smartAccount', namespace }).catch(
              () => {},
            )
          }
        >
          <span className="latch-row-name">
            {t(smart ? 'account.useStandardAccount' : 'account.useSmartAccount')}
          </span>
        </button>
      ) : null}
      {namespace && account?.caipAddress ? <AccountTabs namespace={namespace} /> : null}
      {account?.connectedWalletInfo?.type === 'embedded' ? <WalletSecurityPart /> : null}
      {multiWallet ? (
        <button
          type="button"
          className="latch-row"
          data-testid="latch-account-connections"
          onPointerEnter={prefetchConnections}
          onFocus={prefetchConnections}
          onClick={() => navigate(client, { view: 'Connections' })}
        >
          <span className="latch-row-name">{t('account.connections')}</span>
        </button>
      ) : null}
      <button
        type="button"
        className="latch-row"
        onClick={() => void disconnect(client, namespace ? { namespace } : {}).catch(() => {})}
      >
        <Icon name="disconnect" />
        <span className="latch-row-name">{t('account.disconnect')}</span>
      </button>
    </div>
  )
}
