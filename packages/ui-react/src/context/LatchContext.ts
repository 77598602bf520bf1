import type { Latch } from '@latch/core'
import { createContext } from 'react'
import type { Translator } from '../i18n/createTranslator'
import type { WalletListing } from '../wallets/types'

/** What the provider hands to hooks and components. */
export interface LatchContextValue {
  client: Latch
  translator: Translator
  /** False while the active locale's catalogue is still loading: the modal waits for it. */
  localeReady: boolean
  /** The wallet listing the modal starts from (bundled by default, enriched by the host). */
  /** The host's wallet listing; the modal falls back to the bundled one (see useWalletListing). */
  walletListing?: readonly WalletListing[]
}

/** React context of the Latch provider. */
export const LatchContext = createContext<LatchContextValue | undefined>(undefined)
