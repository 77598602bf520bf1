import type { Connector } from '@latch/core'
import type { InjectedExtensionEntry } from './injectedTypes'

/** Display names of well-known extensions, by their `window.injectedWeb3` key (which carries no name of its own). */
const KNOWN_NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot{.js}',
  'subwallet-js': 'SubWallet',
  talisman: 'Talisman',
  enkrypt: 'Enkrypt',
  'fearless-wallet': 'Fearless Wallet',
  polkagate: 'PolkaGate',
  nova: 'Nova Wallet',
}

type InjectedHost = { injectedWeb3?: Record<string, InjectedExtensionEntry> }

/** The page's `window.injectedWeb3`, or an empty record outside a browser. */
export function injectedWeb3(): Record<string, InjectedExtensionEntry> {
  const host = (globalThis as { window?: InjectedHost }).window
  const found = host?.injectedWeb3
  return found && typeof found === 'object' ? found : {}
}

/** The extensions injected so far that can be enabled, as connectors (the key is the connector id). */
export function readInjectedExtensions(): Connector[] {
  return Object.entries(injectedWeb3())
    .filter(([, entry]) => typeof entry?.enable === 'function' || typeof entry?.connect === 'function')
    .map(([id, entry]) => {
      const ownName = typeof entry.name === 'string' && entry.name.trim() ? entry.name.trim() : undefined
      return {
        id,
        name: ownName ?? KNOWN_NAMES[id] ?? id,
        namespace: 'polkadot',
        type: 'injected',
        installed: true,
        ...(typeof entry.icon === 'string' ? { imageUrl: entry.icon } : {}),
      } satisfies Connector
    })
}
