import type { Latch } from '@latch/core'
import { createContext } from 'react'
import type { Translator } from '../i18n/createTranslator'
import type { Messages } from '../i18n/en'
import type { Locale } from '../i18n/localeList'
import type { WalletListing } from '../wallets/types'

/** What the provider hands to hooks and components. */
export interface LatchContextValue {
  client: Latch
  translator: Translator
  /** False while the active locale's catalogue is still loading: the modal waits for it. */
  localeReady: boolean
  /**
   * What the translator is made of, so that a feature's view can add its own catalogue's messages under the host's
   * (`views/viewComponents.tsx`). Absent: English, no host messages.
   */
  messageSources?: MessageSources
  /** The wallet listing the modal starts from (bundled by default, enriched by the host). */
  /** The host's wallet listing; the modal falls back to the bundled one (see useWalletListing). */
  walletListing?: readonly WalletListing[]
}

/** The parts of the provider's translator: the host's overrides, the locale's catalogue, its shipped locale. */
interface MessageSources {
  overrides: Partial<Messages>
  /** The shipped base catalogue with the host's translations for the locale over it. */
  catalogue: Partial<Messages>
  /** The shipped locale whose catalogues are read (`pt-PT` → `pt-BR`; a language not shipped → `en`). */
  shipped: Locale
}

/** React context of the Latch provider. */
export const LatchContext = createContext<LatchContextValue | undefined>(undefined)
