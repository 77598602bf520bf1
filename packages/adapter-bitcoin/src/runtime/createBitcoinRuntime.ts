import { readEsploraBalance } from '../balance/readEsploraBalance'
import type { FoundWallet } from '../wallets/types'
import type { BitcoinWalletHandle } from './BitcoinWalletHandle'
import { satsConnectHandle } from './satsConnectHandle'
import { standardWalletHandle } from './standardWalletHandle'

/** What loads on the first connect or reconnect: the wallet bridges and the Esplora client. */
export interface BitcoinRuntime {
  open(found: FoundWallet): BitcoinWalletHandle
  readBalance: typeof readEsploraBalance
}

/** The runtime chunk's entry, reached only through the adapter's one dynamic import. */
export function createBitcoinRuntime(): BitcoinRuntime {
  return {
    open: (found) =>
      found.kind === 'sats-connect'
        ? satsConnectHandle(found.provider, found.info)
        : standardWalletHandle(found.wallet),
    readBalance: readEsploraBalance,
  }
}
