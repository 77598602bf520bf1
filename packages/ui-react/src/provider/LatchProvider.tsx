import type { Latch } from '@latch/core'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { LatchContext, type LatchContextValue } from '../context/LatchContext'
import { createTranslator } from '../i18n/createTranslator'
import type { Messages } from '../i18n/en'
import type { Translations } from '../i18n/locales'
import { ModalLoader } from '../modal/ModalLoader'
import type { WalletListing } from '../wallets/types'
import { useLocale } from './useLocale'

/** Props of {@link LatchProvider}. */
export interface LatchProviderProps {
  /** The client from `createLatch(...)` (or `createLatchClient(...)`); one per app (or per test). */
  client: Latch
  /**
   * BCP 47 locale for words and Intl formatting. Without it: the page's `<html lang>`, else the browser's
   * languages. Shipped: see `LOCALES`; `pt-PT` falls back to `pt-BR`, an unknown language to English.
   */
  locale?: string
  /** Overrides for any message, in whatever locale is active. */
  messages?: Partial<Messages>
  /**
   * Messages per locale (BCP 47 tag → messages): override shipped ones, or add a locale the package does not ship
   * (its missing messages fall back to the shipped locale of the same language, else English).
   */
  translations?: Translations
  /** Wallet listing to start from instead of the bundled one (e.g. from your own explorer). */
  wallets?: readonly WalletListing[]
  children?: ReactNode
}

/**
 * Binds React to a Latch client: hooks and buttons read its state, and the modal renders in a shadow root once
 * mounted in the browser. Server rendering touches no browser API; `client.mount()` runs after hydration.
 */
export function LatchProvider({
  client,
  locale: localeOption,
  messages,
  translations,
  wallets,
  children,
}: LatchProviderProps) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    const stop = client.mount()
    setMounted(true)
    return stop
  }, [client])
  const { locale, catalogue, shipped, ready } = useLocale(localeOption, translations)
  const value = useMemo<LatchContextValue>(
    () => ({
      client,
      translator: createTranslator(locale, messages, catalogue),
      localeReady: ready,
      messageSources: { overrides: messages ?? {}, catalogue: catalogue ?? {}, shipped },
      ...(wallets ? { walletListing: wallets } : {}),
    }),
    [client, locale, catalogue, shipped, ready, messages, wallets],
  )
  return (
    <LatchContext.Provider value={value}>
      {children}
      {mounted ? <ModalLoader /> : null}
    </LatchContext.Provider>
  )
}
