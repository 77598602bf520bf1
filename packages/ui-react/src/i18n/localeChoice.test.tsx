import { cleanup, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { ConnectButton } from '../components/ConnectButton'
import { LatchProvider } from '../provider/LatchProvider'
import { expectShown } from '../test/expectShown'
import { connectTestWallet, createTestClient, findModal, openModal, renderLatch } from '../test/renderLatch'
import { wholeCatalogue } from '../test/wholeCatalogue'
import { preloadViews } from '../views/viewComponents'
import { createTranslator } from './createTranslator'
import type { Messages } from './en'
import { en } from './en'
import { LOCALES } from './localeList'

afterEach(() => {
  cleanup()
  document.documentElement.lang = ''
  // The modal's shadow host outlives the provider only until its effect cleanup; leave none behind.
  for (const host of document.querySelectorAll('[data-latch-modal]')) host.remove()
})

/** The catalogue chunks the page has requested so far (vite serves each module as its own request). */
function catalogueRequests(): string[] {
  performance.setResourceTimingBufferSize(100_000)
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /\/i18n\/catalogues\//.test(name))
}

/** Every string the modal shows or announces: its text nodes, and its aria-label, placeholder and title values. */
function shownStrings(root: Element): Set<string> {
  const strings = new Set<string>()
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim()
    if (text) strings.add(text)
  }
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title]'))
    for (const name of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(name)?.trim()
      if (value) strings.add(value)
    }
  return strings
}

describe('choosing the locale in the browser (issue 37)', () => {
  test('behavior: a page with lang="de" and no locale option opens in German', async () => {
    document.documentElement.lang = 'de'
    const { client } = createTestClient()
    const screen = renderLatch(client, <ConnectButton />)
    await waitFor(() => expectShown(screen.getByRole('button', { name: 'Wallet verbinden' })))
    const modal = await openModal(client, {}, 'Connect')
    expect(modal.getByRole('heading', { level: 2 }).textContent).toBe('Wallet verbinden')
    expect(modal.dialog.closest('.latch-root')?.getAttribute('lang')).toBe('de')
  })

  test('behavior: without lang, the browser’s languages decide: pt-PT gets the pt-BR words with Portuguese numbers', async () => {
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')
    Object.defineProperty(navigator, 'languages', { get: () => ['pt-PT', 'en'], configurable: true })
    try {
      const { client } = createTestClient()
      renderLatch(client)
      await connectTestWallet(client)
      const modal = await openModal(client, {}, 'Account')
      expectShown(modal.getByRole('button', { name: 'Desconectar' }))
      expect(modal.getByTestId('latch-account-balance').textContent).toBe('1,2345 ETH')
    } finally {
      // The own property shadows the prototype's getter: removing it restores the browser's languages.
      delete (navigator as unknown as Record<string, unknown>).languages
      if (languages) expect(navigator.languages).toEqual(languages.get?.call(navigator))
    }
  })

  test('parameters: the host overrides a word of a shipped locale, and the rest stays that locale', async () => {
    const { client } = createTestClient()
    const screen = renderLatch(client, <ConnectButton />, {
      locale: 'fr',
      translations: { fr: { 'button.connect': 'Se connecter' } },
    })
    await waitFor(() => expectShown(screen.getByRole('button', { name: 'Se connecter' })))
    const modal = await openModal(client, {}, 'Connect')
    expectShown(modal.getByRole('button', { name: 'Fermer' }))
  })

  test('behavior: switching locale loads the new locale’s small chunks only: its base catalogue, then the features of the views the modal preloads', async () => {
    const { client } = createTestClient()
    const screen = renderLatch(client, <ConnectButton />, { locale: 'fr' })
    await waitFor(() => expectShown(screen.getByRole('button', { name: 'Connecter un wallet' })))
    await openModal(client, {}, 'Connect')
    expect(catalogueRequests().some((name) => name.includes('/catalogues/it'))).toBe(false)
    // Every view's code is in first (the open modal preloads them when idle), so what loads next is the switch's.
    await preloadViews('fr')
    // An observer, not the timeline: a dev server's hundreds of module requests fill the timeline's buffer.
    const added: string[] = []
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) added.push(entry.name)
    })
    observer.observe({ type: 'resource' })
    screen.rerender(
      <LatchProvider client={client} locale="it">
        <ConnectButton />
      </LatchProvider>,
    )
    await waitFor(() => expectShown(screen.getByRole('button', { name: 'Connetti wallet' })))
    const modal = await findModal('Connect')
    await waitFor(() => expect(modal.getByRole('heading', { level: 2 }).textContent).toBe('Connetti wallet'))
    await preloadViews('it')
    const loaded = () =>
      added
        .filter((name) => /\/i18n\/catalogues\//.test(name))
        .map((name) => name.replace(/^.*\/i18n\/catalogues\//, '').replace(/\.ts(\?.*)?$/, ''))
        .sort()
    // The base catalogue, and the preloaded views' features (send, receive, sign-in, e-mail, the wallet guide,
    // WalletConnect's phone copy, the e-mail wallet's for ConnectingFarcaster); not the on-ramp's, which comes when
    // its view opens; no other locale. Catalogues only: the opened modal also loads code when idle (the connect
    // action), whenever the machine gets there. Awaited: the last feature chunks may land after the views.
    await waitFor(() =>
      expect(loaded()).toEqual([
        'email/it',
        'guide/it',
        'it',
        'receive/it',
        'send/it',
        'siwx/it',
        'wallet/it',
        'walletconnect/it',
      ]),
    )
    observer.disconnect()
  })

  test('behavior: in English too, a feature’s words are a chunk of their own: the on-ramp’s English loads only once it opens, and it shows its words', async () => {
    // Port 9 (discard): nothing answers, so the view shows the unavailable state with its Try again button.
    const { client } = createTestClient({ services: { onramp: 'http://127.0.0.1:9' } })
    renderLatch(client)
    await connectTestWallet(client)
    const account = await openModal(client, {}, 'Account')
    await preloadViews('en')
    // Not a request count: this file imports `en`, which holds every feature's English module.
    expect(createTranslator('en').t('onramp.retry')).toBe('onramp.retry')
    await userEvent.click(account.getByRole('button', { name: 'Buy crypto' }))
    const fiat = await findModal('OnRampFiatSelect')
    await waitFor(() => expectShown(fiat.getByRole('button', { name: 'Try again' })))
    expect(fiat.dialog.textContent).not.toContain('onramp.')
    expect(createTranslator('en').t('onramp.retry')).toBe('Try again')
  })

  test('behavior: a feature’s strings are a chunk of their own that loads with its view: the on-ramp in uk, only once opened', async () => {
    // Port 9 (discard): nothing answers, so the view shows the unavailable state with its Try again button.
    const { client } = createTestClient({ services: { onramp: 'http://127.0.0.1:9' } })
    renderLatch(client, null, { locale: 'uk' })
    await connectTestWallet(client)
    const account = await openModal(client, {}, 'Account')
    await preloadViews('uk')
    const onrampChunk = (name: string) => /\/i18n\/catalogues\/onramp\/uk\.ts/.test(name)
    expect(catalogueRequests().filter(onrampChunk)).toEqual([])
    // The views the open modal preloads bring their features' strings in the same locale.
    expect(catalogueRequests().some((name) => /\/i18n\/catalogues\/send\/uk\.ts/.test(name))).toBe(true)
    await userEvent.click(account.getByRole('button', { name: 'Купити криптовалюту' }))
    const fiat = await findModal('OnRampFiatSelect')
    await waitFor(() =>
      expect(fiat.getByRole('alert').textContent).toContain('Купівля криптовалюти зараз недоступна'),
    )
    expectShown(fiat.getByRole('button', { name: 'Спробувати ще раз' }))
    expect(catalogueRequests().filter(onrampChunk)).toHaveLength(1)
  })

  test('parameters: the host’s translation of a feature’s string wins over the shipped one, and its override over both', async () => {
    const { client } = createTestClient({ services: { onramp: 'http://127.0.0.1:9' } })
    const screen = renderLatch(client, null, {
      locale: 'uk',
      translations: { uk: { 'onramp.retry': 'Ще раз' } },
    })
    await connectTestWallet(client)
    const fiat = await openModal(client, { view: 'OnRampFiatSelect' }, 'OnRampFiatSelect')
    await waitFor(() => expectShown(fiat.getByRole('button', { name: 'Ще раз' })))
    screen.rerender(
      <LatchProvider
        client={client}
        locale="uk"
        translations={{ uk: { 'onramp.retry': 'Ще раз' } }}
        messages={{ 'onramp.retry': 'Retry now' }}
      >
        {null}
      </LatchProvider>,
    )
    await waitFor(() => expectShown(fiat.getByRole('button', { name: 'Retry now' })))
  })

  test('behavior: in every locale, Connect and Account show no English message that the locale translates', async () => {
    const leaks: string[] = []
    for (const locale of LOCALES) {
      if (locale === 'en') continue
      const catalogue = await wholeCatalogue(locale)
      // English text → the keys the locale translates it for (one text can serve several keys).
      const english = new Map<string, string[]>()
      for (const [key, message] of Object.entries(en))
        if (typeof message === 'string' && catalogue[key as keyof Messages] !== message)
          english.set(message, [...(english.get(message) ?? []), key])
      const { client } = createTestClient()
      renderLatch(client, null, { locale })
      const connect = await openModal(client, {}, 'Connect')
      await waitFor(() =>
        expect(connect.getByRole('heading', { level: 2 }).textContent).toBe(catalogue['title.Connect']),
      )
      const shown = [...shownStrings(connect.dialog)]
      await connectTestWallet(client)
      await waitFor(() => expect(client.getState().accounts.eip155?.balance).toBe('1.2345'))
      const account = await openModal(client, {}, 'Account')
      shown.push(...shownStrings(account.dialog))
      for (const text of shown)
        if (english.has(text))
          leaks.push(`${locale} shows ${english.get(text)?.join(' or ')} in English: ${text}`)
      cleanup()
      for (const host of document.querySelectorAll('[data-latch-modal]')) host.remove()
    }
    expect(leaks).toEqual([])
    // 23 locales, each a connect and two openings, and each locale's chunks (base, features, their English): about
    // 10 s on a quiet machine, over 15 s beside CI's other suites.
  }, 90_000)
})
