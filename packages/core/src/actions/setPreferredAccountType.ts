import type { AccountType } from '../adapter/types'
import type { ChainNamespace } from '../caip/namespaces'
import { parseCaipAddress } from '../caip/parseCaipAddress'
import { MethodNotSupportedError, NamespaceOrAddressNotFoundError } from '../errors/catalogue'
import { toLatchError } from '../errors/toLatchError'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { patchAccount } from '../state/updaters'
import { fetchAccountType } from './fetchAccountType'
import { loadEmbeddedWallet } from './internal/embeddedWallet'

/** Parameters of {@link setPreferredAccountType}. */
export interface SetPreferredAccountTypeParameters {
  type: AccountType
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/** {@link setPreferredAccountType} resolves with `smartAccountDeployed` afterwards. */
export interface SetPreferredAccountTypeReturnType {
  smartAccountDeployed: boolean
}

/**
 * Chooses the account type of a namespace (spec §3 `preferredAccountType`), stores the choice (stored preferred
 * account types, read again on the next page load) and, for the embedded e-mail wallet, switches the account on the
 * chain (EIP-7702: the visitor approves it in the wallet frame; the address stays). With an external wallet the
 * choice is recorded and `smartAccountDeployed` read from the chain (the wallet upgrades its accounts itself).
 * A declined switch (`UserRejectedError`) or a wallet without smart accounts (`MethodNotSupportedError`) changes
 * nothing.
 */
export async function setPreferredAccountType(
  latch: Latch,
  parameters: SetPreferredAccountTypeParameters,
): Promise<SetPreferredAccountTypeReturnType> {
  const core = clientCore(latch)
  const namespace = parameters.namespace ?? core.store.getState().activeNamespace
  if (!namespace) throw new NamespaceOrAddressNotFoundError()
  const account = core.store.getState().accounts[namespace]
  let deployed = account?.smartAccountDeployed ?? false
  if (account?.status === 'connected' && account.caipAddress) {
    if (account.connectedWalletInfo?.type === 'embedded') {
      const wallet = await loadEmbeddedWallet(latch)
      if (!wallet.setAccountType) throw new MethodNotSupportedError({ details: 'embedded: setAccountType' })
      try {
        const chainId = parseCaipAddress(account.caipAddress).networkId
        deployed = (await wallet.setAccountType({ chainId, type: parameters.type })).smartAccountDeployed
      } catch (error) {
        throw toLatchError(error)
      }
    } else deployed = (await fetchAccountType(latch, { namespace })) ?? deployed
  }
  core.store.setState((state) =>
    patchAccount(state, namespace, { preferredAccountType: parameters.type, smartAccountDeployed: deployed }),
  )
  core.withStorage('preferred account type not stored', (storage) =>
    storage.set('preferredAccountTypes', {
      ...storage.get('preferredAccountTypes'),
      [namespace]: parameters.type,
    }),
  )
  return { smartAccountDeployed: deployed }
}
