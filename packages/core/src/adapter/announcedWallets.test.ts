import { describe, expect, it } from 'vitest'
import { watchAnnouncedWallets } from './announcedWallets'

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

/** What `@wallet-standard/wallet`'s `registerWallet` does on a page: register now, and at every app-ready. */
function registerWallet(page: EventTarget, wallet: unknown) {
  const callback = ({ register }: { register: (...wallets: unknown[]) => () => void }) => register(wallet)
  page.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  page.addEventListener('wallet-standard:app-ready', (event) =>
    callback((event as CustomEvent<{ register: (...wallets: unknown[]) => () => void }>).detail),
  )
}

/** An EIP-6963 wallet: announces now and whenever a dapp asks. */
function announceProvider(page: EventTarget, detail: unknown) {
  const announce = () => page.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  page.addEventListener('eip6963:requestProvider', announce)
  announce()
}

const standardWallet = (name: string, chains: string[]) => ({
  version: '1.0.0',
  name,
  icon: ICON,
  chains,
  accounts: [],
  features: { 'standard:connect': { version: '1.0.0', connect() {} }, 'standard:events': {} },
})

describe('watchAnnouncedWallets: wallets that announce themselves, read without any wallet SDK (issue 39)', () => {
  it('behavior: Wallet Standard wallets registered before and after the watch, and EIP-6963 wallets announced before and after, are recorded with name, icon, chains and feature names', () => {
    const page = new EventTarget()
    registerWallet(page, standardWallet('Early', ['solana:mainnet']))
    announceProvider(page, {
      info: { uuid: '1', name: ' Fox ', icon: ICON, rdns: 'io.fox' },
      provider: { request: async () => null },
    })
    let changes = 0
    const list = watchAnnouncedWallets(page, true, () => {
      changes += 1
    })
    registerWallet(page, standardWallet('Late', ['sui:mainnet']))
    announceProvider(page, {
      info: { uuid: '2', name: 'Owl', icon: 'https://owl.example/icon.png', rdns: 'io.owl' },
      provider: { request: async () => null },
    })
    expect(list()).toEqual([
      {
        name: 'Early',
        icon: ICON,
        chains: ['solana:mainnet'],
        features: ['standard:connect', 'standard:events'],
      },
      { name: 'Fox', rdns: 'io.fox', icon: ICON, chains: [], features: [] },
      {
        name: 'Late',
        icon: ICON,
        chains: ['sui:mainnet'],
        features: ['standard:connect', 'standard:events'],
      },
      { name: 'Owl', rdns: 'io.owl', icon: 'https://owl.example/icon.png', chains: [], features: [] },
    ])
    expect(changes).toBeGreaterThanOrEqual(3)
  })

  it('behavior: hostile registrations and announcements are ignored without throwing (RELIABILITY #6)', () => {
    const page = new EventTarget()
    const list = watchAnnouncedWallets(page, true, () => {})
    page.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: 'not a function' }))
    page.dispatchEvent(
      new CustomEvent('wallet-standard:register-wallet', {
        detail: () => {
          throw new Error('hostile callback')
        },
      }),
    )
    registerWallet(page, {
      get name(): string {
        throw new Error('hostile getter')
      },
    })
    registerWallet(page, { name: 'No chains', features: {} })
    registerWallet(page, { name: '   ', chains: [], features: {} })
    registerWallet(page, null)
    announceProvider(page, null)
    announceProvider(page, { info: { uuid: '1', name: 'No provider', rdns: 'a.b' }, provider: {} })
    announceProvider(page, { info: { uuid: '1', name: 'No rdns', rdns: '' }, provider: { request() {} } })
    announceProvider(page, {
      info: { uuid: '1', name: 'Long rdns', rdns: 'x'.repeat(300) },
      provider: { request() {} },
    })
    expect(list()).toEqual([])
  })

  it('behavior: with EIP-6963 off (features.eip6963: false) no request is dispatched and no announcement recorded; Wallet Standard still is', () => {
    const page = new EventTarget()
    let requests = 0
    page.addEventListener('eip6963:requestProvider', () => {
      requests += 1
    })
    const list = watchAnnouncedWallets(page, false, () => {})
    announceProvider(page, { info: { uuid: '1', name: 'Fox', rdns: 'io.fox' }, provider: { request() {} } })
    registerWallet(page, standardWallet('Early', ['solana:mainnet']))
    expect(requests).toBe(0)
    expect(list().map((wallet) => wallet.name)).toEqual(['Early'])
  })

  it('a second watcher on the same page shares the first one’s wallets and is told at once that some are there', () => {
    const page = new EventTarget()
    registerWallet(page, standardWallet('Early', ['solana:mainnet']))
    watchAnnouncedWallets(page, false, () => {})
    let told = 0
    const second = watchAnnouncedWallets(page, false, () => {
      told += 1
    })
    expect(second().map((wallet) => wallet.name)).toEqual(['Early'])
    expect(told).toBe(1)
  })
})
