import type { Latch } from '@latch/core'
import { setAvailableViews } from '@latch/core/actions'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { LatchContext, type LatchContextValue } from '../context/LatchContext'
import type { Messages } from '../i18n/en'
import { createProviderTranslator } from '../i18n/providerTranslator'
import { ModalRoot } from '../modal/ModalRoot'
import { SHIPPED_VIEWS } from '../views/shippedViews'
import type { WalletListing } from '../wallets/types'

/** Props of {@link LatchProvider}. */
export interface LatchProviderProps {
  /** The client from `createLatch(...)` (or `createLatchClient(...)`); one per app (or per test). */
  client: Latch
  /** BCP 47 locale for words and Intl formatting; bundled: `en` (default), `es`. */
  locale?: string
  /** Overrides for any message of the catalogue. */
  messages?: Partial<Messages>
  /** Wallet listing to start from instead of the bundled one (e.g. from your own explorer). */
  wallets?: readonly WalletListing[]
  children?: ReactNode
}

/**
 * Binds React to a Latch client: hooks and buttons read its state, and the modal renders in a shadow root once
 * mounted in the browser. Server rendering touches no browser API; `client.mount()` runs after hydration.
 */
export function LatchProvider({ client, locale = 'en', messages, wallets, children }: LatchProviderProps) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    // open({ view }) refuses a view this package has no component for, rather than showing an empty modal.
    setAvailableViews(client, { views: SHIPPED_VIEWS })
    const stop = client.mount()
    setMounted(true)
    return stop
  }, [client])
  const value = useMemo<LatchContextValue>(
    () => ({
      client,
      translator: createProviderTranslator(locale, messages),
      ...(wallets ? { walletListing: wallets } : {}),
    }),
    [client, locale, messages, wallets],
  )
  return (
    <LatchContext.Provider value={value}>
      {children}
      {mounted ? <ModalRoot /> : null}
    </LatchContext.Provider>
  )
}
