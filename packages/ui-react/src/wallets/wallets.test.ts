import type { Connector } from '@latch/core'
import { describe, expect, test } from 'vitest'
import { buildWalletEntries } from './buildWalletEntries'
import { DEFAULT_WALLETS } from './defaultWallets'
import { filterWallets } from './filterWallets'

const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  namespace: 'eip155',
  type: 'announced',
  installed: true,
  rdns: 'io.metamask',
}
const dev: Connector = {
  id: 'dev.latch',
  name: 'Latch Dev Wallet',
  namespace: 'eip155',
  type: 'announced',
  installed: true,
}
const email: Connector = {
  id: 'email',
  name: 'Email',
  namespace: 'eip155',
  type: 'embedded',
  installed: true,
}

describe('buildWalletEntries', () => {
  test('default: installed first, merged with their listing entry, only chains the host has', () => {
    const entries = buildWalletEntries({
      connectors: [dev, metamask, email],
      listing: DEFAULT_WALLETS,
      namespaces: ['eip155'],
      recent: [],
    })
    expect(entries.slice(0, 2).map((entry) => entry.name)).toEqual(['Latch Dev Wallet', 'MetaMask'])
    expect(entries.filter((entry) => entry.name === 'MetaMask')).toHaveLength(1)
    expect(entries.some((entry) => entry.name === 'Keplr')).toBe(false)
    expect(entries.some((entry) => entry.name === 'Email')).toBe(false)
  })

  test('parameters: recent before installed, featured in host order, exclude and include', () => {
    const entries = buildWalletEntries({
      connectors: [dev, metamask],
      listing: DEFAULT_WALLETS,
      namespaces: ['eip155'],
      recent: [{ id: 'io.metamask', name: 'MetaMask', namespace: 'eip155' }],
      featuredWalletIds: ['me.rainbow', 'io.rabby'],
      excludeWalletIds: ['com.trustwallet.app'],
    })
    expect(entries.slice(0, 4).map((entry) => entry.name)).toEqual([
      'MetaMask',
      'Latch Dev Wallet',
      'Rainbow',
      'Rabby Wallet',
    ])
    expect(entries[0]?.recent).toBe(true)
    expect(entries.some((entry) => entry.name === 'Trust Wallet')).toBe(false)
    const only = buildWalletEntries({
      connectors: [],
      listing: DEFAULT_WALLETS,
      namespaces: ['eip155'],
      recent: [],
      includeWalletIds: ['io.zerion.wallet'],
    })
    expect(only.map((entry) => entry.name)).toEqual(['Zerion'])
  })
})

describe('filterWallets', () => {
  test('default: case and accent insensitive', () => {
    const entries = buildWalletEntries({
      connectors: [],
      listing: DEFAULT_WALLETS,
      namespaces: ['eip155', 'solana'],
      recent: [],
    })
    expect(filterWallets(entries, 'RAIN').map((entry) => entry.name)).toEqual(['Rainbow'])
    expect(filterWallets(entries, 'phántom').map((entry) => entry.name)).toEqual(['Phantom'])
    expect(filterWallets(entries, 'zzz')).toEqual([])
  })
})
