import type { ChainNamespace } from '../caip/namespaces'
import { parseCaipAddress } from '../caip/parseCaipAddress'
import type { CaipAddress } from '../caip/types'
import { NamespaceOrAddressNotFoundError } from '../errors/catalogue'
import type { Latch } from '../latch/types'
import { preferAccount, switchableAccounts } from '../rules/accountChoice'
import { fetchBalance } from './fetchBalance'
import { applyAccounts } from './internal/applyConnection'
import { withFlowContext } from './internal/flowContext'
import { rememberAccount } from './internal/rememberAccount'
import { requireAdapter } from './internal/requireAdapter'

/** Parameters of {@link switchAccount}. */
export interface SwitchAccountParameters {
  /** One of the connection's accounts (`accounts[namespace].allAccounts`), CAIP-10. */
  address: CaipAddress
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/** {@link switchAccount} resolves once the account is the one in use. */
export type SwitchAccountReturnType = void

/**
 * Account's account switcher, for a wallet that grants several accounts (an EVM wallet's `eth_requestAccounts`):
 * makes another of the connection's accounts the one in use, so Account, the buttons, the hooks, signing and
 * sending show and use it. The wallet is not asked (it already granted the account). The choice is stored with the
 * connection (spec §3 connections), so a reload and a network change keep it while the wallet grants the account;
 * the wallet's own account change (`accountsChanged`) wins over it. An address that is not one of the connection's
 * accounts of the same namespace and role is refused with `NamespaceOrAddressNotFoundError`.
 */
export function switchAccount(
  latch: Latch,
  parameters: SwitchAccountParameters,
): Promise<SwitchAccountReturnType> {
  return withFlowContext(latch, async (context) => {
    const state = context.store.getState()
    const namespace = parameters.namespace ?? state.activeNamespace
    const account = namespace ? state.accounts[namespace] : undefined
    const connectorId = account?.connectedWalletInfo?.id
    const chosen = switchableAccounts(account?.allAccounts ?? []).find(
      (candidate) => candidate.address === parameters.address,
    )
    if (!namespace || !account || !connectorId || !chosen)
      throw new NamespaceOrAddressNotFoundError({ details: `${namespace}: ${parameters.address}` })
    if (chosen.address === account.caipAddress) return
    const adapter = requireAdapter(context, namespace)
    const networkId =
      state.connections[namespace]?.find((connection) => connection.connectorId === connectorId)?.networkId ??
      parseCaipAddress(chosen.address).networkId
    const plain = parseCaipAddress(chosen.address).address
    rememberAccount(context.storage, namespace, connectorId, plain)
    applyAccounts(context, adapter, {
      connectorId,
      accounts: preferAccount(account.allAccounts, plain),
      networkId,
    })
    void fetchBalance(latch, { namespace })
  })
}
