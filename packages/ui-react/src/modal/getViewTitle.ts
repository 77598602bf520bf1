import type { LatchState, RouterEntry } from '@latch/core'
import { toDisplayText } from '@latch/core'
import type { Translate } from '../i18n/createTranslator'
import type { MessageKey } from '../i18n/en'
import type { WalletListing } from '../wallets/types'

/** The header title of a router entry, in the visitor's language. */
export function getViewTitle(
  entry: RouterEntry,
  state: LatchState,
  listing: readonly WalletListing[],
  t: Translate,
): string {
  // Typed, not cast: a view added to core without a `title.<View>` key fails the typecheck.
  const key: MessageKey = `title.${entry.view}`
  if (entry.view === 'ConnectingExternal') {
    const id = entry.params.connectorId
    const connector = state.connectors.find(
      (candidate) =>
        candidate.id === id && (!entry.params.namespace || candidate.namespace === entry.params.namespace),
    )
    const name = toDisplayText(connector?.name ?? listing.find((wallet) => wallet.id === id)?.name ?? id)
    return t('title.ConnectingExternal', { name })
  }
  if (entry.view === 'SwitchNetwork') {
    const network = Object.values(state.networks)
      .flatMap((slice) => slice?.requestedCaipNetworks ?? [])
      .find((candidate) => candidate.id === entry.params.networkId)
    return t('title.SwitchNetwork', { name: network?.name ?? entry.params.networkId ?? '' })
  }
  return t(key)
}
