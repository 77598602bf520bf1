import type { AccountState, CaipNetwork, ChainNamespace } from '@latch/core'
import { toDisplayText } from '@latch/core'
import { getAdapter } from '@latch/core/actions'
import { formatAddress } from '../../format/formatAddress'
import { formatAmount } from '../../format/formatAmount'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { isShippedView } from '../shippedViews'

/** What the Account view shows. */
export interface AccountView {
  namespace: ChainNamespace | undefined
  account: AccountState | undefined
  network: CaipNetwork | undefined
  /** Profile name, else the shortened address. */
  displayName: string
  /** Balance with symbol, formatted for the locale; undefined while unknown. */
  balance: string | undefined
  canSwitchNetwork: boolean
  /** The active adapter can send and the modal ships the send views. */
  canSend: boolean
}

/** Derives the Account view's state from the active namespace. */
export function useAccountView(): AccountView {
  const { client, translator } = useLatchContext()
  const namespace = useLatchSelector((state) => state.activeNamespace)
  const account = useLatchSelector((state) => (namespace ? state.accounts[namespace] : undefined))
  const network = useLatchSelector((state) =>
    namespace ? state.networks[namespace]?.caipNetwork : undefined,
  )
  const address = account?.address ?? ''
  const balance =
    account?.balance !== undefined
      ? `${formatAmount(account.balance, translator.locale)} ${account.balanceSymbol ?? ''}`.trim()
      : undefined
  return {
    namespace,
    account,
    network,
    displayName: toDisplayText(account?.profileName) || formatAddress(address),
    balance,
    canSwitchNetwork: client.options.features.networkSwitch && client.options.networks.length > 1,
    canSend:
      client.options.features.send &&
      namespace !== undefined &&
      getAdapter(client, { namespace })?.sendTransfer !== undefined &&
      isShippedView('WalletSend'),
  }
}
