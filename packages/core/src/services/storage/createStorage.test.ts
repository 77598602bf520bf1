import { describe, expect, it } from 'vitest'
import type { KeyValueStorage } from '../../options/types'
import { createLogger } from '../logger/createLogger'
import { createStorage } from './createStorage'
import type { RecentWallet, StorageKey, StorageSchema } from './keys'

/** The contract's test double: a localStorage-shaped map that two "tabs" can share. */
class MemoryKeyValueStorage implements KeyValueStorage {
  readonly values = new Map<string, string>()
  getItem(key: string): string | null {
    return this.values.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value)
  }
  removeItem(key: string): void {
    this.values.delete(key)
  }
}

/** Storage whose writes are ignored, so a dropped value cannot actually be removed. */
class ReadOnlyStorage extends MemoryKeyValueStorage {
  override setItem(): void {}
  override removeItem(): void {}
}

function setup(storage: KeyValueStorage | undefined = new MemoryKeyValueStorage()) {
  const logger = createLogger({ debug: false, sink: { debug() {}, info() {}, warn() {}, error() {} } })
  const warnings = () =>
    logger
      .entries()
      .filter((entry) => entry.level === 'warn')
      .map((entry) => entry.message)
  return { latch: createStorage({ ...(storage ? { storage } : {}), logger }), logger, warnings }
}

const metamask: RecentWallet = {
  id: 'io.metamask',
  name: 'MetaMask',
  namespace: 'eip155',
  imageUrl: 'https://x/m.png',
}
const phantom: RecentWallet = { id: 'app.phantom', name: 'Phantom', namespace: 'solana' }
const rabby: RecentWallet = { id: 'io.rabby', name: 'Rabby' }

const SAMPLES: { [K in StorageKey]: StorageSchema[K] } = {
  walletId: 'io.metamask',
  walletName: 'MetaMask',
  activeNetworkId: 'eip155:1',
  activeNamespace: 'solana',
  connectedNamespaces: ['eip155', 'solana'],
  connectionStatus: { eip155: 'connected', solana: 'connecting', bip122: 'disconnected' },
  recentWallets: [metamask, phantom],
  recentEmails: ['a@example.com'],
  socialConnection: { provider: 'google', username: 'ada' },
  siwxAuthToken: 'token.jwt.value',
  siwxNonceToken: 'nonce',
  siwxSessions: [
    {
      data: {
        accountAddress: '0x1111111111111111111111111111111111111111',
        chainId: 'eip155:1',
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1',
        nonce: 'n0nce1234',
        issuedAt: '2026-11-21T00:00:00.000Z',
        expirationTime: '2026-11-22T00:00:00.000Z',
        resources: ['https://app.example/terms'],
      },
      message: 'app.example wants you to sign in',
      signature: '0xabc',
    },
  ],
  disconnectedConnectorIds: { eip155: ['io.metamask'], solana: [] },
  connections: {
    eip155: [{ connectorId: 'io.metamask', namespace: 'eip155', networkId: 'eip155:10' }],
    solana: [{ connectorId: 'app.phantom', namespace: 'solana' }],
  },
  preferredAccountTypes: { eip155: 'smartAccount', solana: 'eoa' },
}

describe('createStorage: keys', () => {
  it.each(Object.keys(SAMPLES) as StorageKey[])('default: %s round-trips as a versioned envelope', (key) => {
    const backing = new MemoryKeyValueStorage()
    const { latch, warnings } = setup(backing)
    latch.set(key, SAMPLES[key])
    expect(JSON.parse(backing.getItem(`latch:${key}`) ?? '')).toEqual({ v: 1, value: SAMPLES[key] })
    expect(setup(backing).latch.get(key)).toEqual(SAMPLES[key])
    expect(warnings()).toEqual([])
  })

  it('default: the stored text is exactly the prefix key and JSON envelope', () => {
    const backing = new MemoryKeyValueStorage()
    setup(backing).latch.set('walletId', 'io.metamask')
    expect([...backing.values]).toEqual([['latch:walletId', '{"v":1,"value":"io.metamask"}']])
  })

  it('default: an absent key reads undefined without a warning', () => {
    const { latch, warnings } = setup()
    expect(latch.get('walletId')).toBeUndefined()
    expect(warnings()).toEqual([])
  })

  it('behavior: remove and set(undefined) delete the key', () => {
    const backing = new MemoryKeyValueStorage()
    const { latch } = setup(backing)
    latch.set('walletId', 'a')
    latch.remove('walletId')
    expect(backing.getItem('latch:walletId')).toBeNull()
    latch.set('walletName', 'b')
    latch.set('walletName', undefined as unknown as string)
    expect(backing.getItem('latch:walletName')).toBeNull()
  })

  it('behavior: keys outside the schema are neither read nor written', () => {
    const backing = new MemoryKeyValueStorage()
    backing.setItem('latch:toString', '{"v":1,"value":"x"}')
    const { latch } = setup(backing)
    expect(latch.get('toString' as StorageKey)).toBeUndefined()
    latch.set('__proto__' as StorageKey, 'x')
    expect(backing.getItem('latch:__proto__')).toBeNull()
  })
})

describe('createStorage: bad stored values (RELIABILITY #1)', () => {
  it.each<[string, StorageKey, string, string]>([
    ['truncated JSON', 'connectedNamespaces', '{"v":1,"value":["eip1', 'not JSON'],
    ['not JSON at all', 'walletId', 'io.metamask', 'not JSON'],
    ['a foreign JSON string', 'walletId', '"io.metamask"', 'not a Latch value'],
    ['JSON null', 'walletId', 'null', 'not a Latch value'],
    ['an array', 'walletId', '[1,"value"]', 'not a Latch value'],
    ['an envelope without a version', 'walletId', '{"value":"a"}', 'not a Latch value'],
    ['another version', 'walletId', '{"v":2,"value":"io.metamask"}', 'version 2 instead of 1'],
    ['a version as text', 'walletId', '{"v":"1","value":"io.metamask"}', 'version "1" instead of 1'],
    ['an empty wallet id', 'walletId', '{"v":1,"value":""}', 'wrong shape'],
    ['a network id without a reference', 'activeNetworkId', '{"v":1,"value":"eip155"}', 'wrong shape'],
    ['a CAIP-10 address as network id', 'activeNetworkId', '{"v":1,"value":"eip155:1:0xab"}', 'wrong shape'],
    ['a malformed namespace', 'activeNamespace', '{"v":1,"value":"Not A Namespace"}', 'wrong shape'],
    [
      'one malformed namespace in the list',
      'connectedNamespaces',
      '{"v":1,"value":["eip155","no:pe"]}',
      'wrong shape',
    ],
    ['a namespace list as a string', 'connectedNamespaces', '{"v":1,"value":"eip155"}', 'wrong shape'],
    ['an unknown status', 'connectionStatus', '{"v":1,"value":{"eip155":"maybe"}}', 'wrong shape'],
    [
      'a status for a malformed namespace',
      'connectionStatus',
      '{"v":1,"value":{"TRON!":"connected"}}',
      'wrong shape',
    ],
    [
      'a __proto__ status key',
      'connectionStatus',
      '{"v":1,"value":{"__proto__":"connected"}}',
      'wrong shape',
    ],
    ['a wallet without an id', 'recentWallets', '{"v":1,"value":[{"name":"MetaMask"}]}', 'wrong shape'],
    ['a wallet id as a number', 'recentWallets', '{"v":1,"value":[{"id":1,"name":"M"}]}', 'wrong shape'],
    ['an e-mail as a number', 'recentEmails', '{"v":1,"value":[42]}', 'wrong shape'],
    [
      'a social login without provider',
      'socialConnection',
      '{"v":1,"value":{"username":"a"}}',
      'wrong shape',
    ],
    ['a token as an object', 'siwxAuthToken', '{"v":1,"value":{"jwt":"x"}}', 'wrong shape'],
    [
      'a saved connection with a bad network',
      'connections',
      '{"v":1,"value":{"eip155":[{"connectorId":"x","namespace":"eip155","networkId":"1"}]}}',
      'wrong shape',
    ],
    [
      'connector ids as a string',
      'disconnectedConnectorIds',
      '{"v":1,"value":{"eip155":"x"}}',
      'wrong shape',
    ],
    [
      'an unknown account type',
      'preferredAccountTypes',
      '{"v":1,"value":{"eip155":"multisig"}}',
      'wrong shape',
    ],
  ])('error: %s is dropped with one warning and reads undefined', (_case, key, raw, reason) => {
    const backing = new MemoryKeyValueStorage()
    backing.setItem(`latch:${key}`, raw)
    const { latch, warnings } = setup(backing)
    expect(latch.get(key)).toBeUndefined()
    expect(backing.getItem(`latch:${key}`)).toBeNull()
    expect(latch.get(key)).toBeUndefined()
    expect(warnings()).toEqual([`Dropped the stored value of latch:${key}: ${reason}`])
  })

  it('error: a 2,000-item recentWallets array is dropped, not read (RELIABILITY #1, #6)', () => {
    const backing = new MemoryKeyValueStorage()
    const wallets = Array.from({ length: 2000 }, (_, index) => ({ id: `w${index}`, name: `Wallet ${index}` }))
    backing.setItem('latch:recentWallets', JSON.stringify({ v: 1, value: wallets }))
    const { latch, warnings } = setup(backing)
    expect(latch.get('recentWallets')).toBeUndefined()
    expect(warnings()).toEqual(['Dropped the stored value of latch:recentWallets: wrong shape'])
    latch.addRecentWallet(metamask)
    expect(latch.get('recentWallets')).toEqual([metamask])
  })

  it('behavior: the warning does not contain the stored text (it may hold a sign-in token)', () => {
    const backing = new MemoryKeyValueStorage()
    backing.setItem('latch:siwxAuthToken', '{"v":1,"value":{"secret":"eyJhbGciOi.secret"}}')
    const { latch, logger } = setup(backing)
    latch.get('siwxAuthToken')
    expect(JSON.stringify(logger.entries())).not.toContain('secret')
  })

  it('behavior: a bad value that cannot be removed warns only once', () => {
    const backing = new ReadOnlyStorage()
    backing.values.set('latch:walletId', '{oops')
    const { latch, warnings } = setup(backing)
    expect(latch.get('walletId')).toBeUndefined()
    expect(latch.get('walletId')).toBeUndefined()
    expect(latch.get('walletId')).toBeUndefined()
    expect(warnings()).toEqual(['Dropped the stored value of latch:walletId: not JSON'])
  })

  it('behavior: a hostile getItem returning a non-string reads as absent', () => {
    const odd: KeyValueStorage = { getItem: () => 42 as unknown as string, setItem() {}, removeItem() {} }
    const { latch, warnings } = setup(odd)
    expect(latch.get('walletId')).toBeUndefined()
    expect(warnings()).toEqual([])
  })
})

describe('createStorage: recent wallets', () => {
  it('behavior: most recent first, de-duplicated by id, at most 2', () => {
    const { latch } = setup()
    latch.addRecentWallet(metamask)
    expect(latch.get('recentWallets')).toEqual([metamask])
    latch.addRecentWallet(phantom)
    expect(latch.get('recentWallets')).toEqual([phantom, metamask])
    latch.addRecentWallet({ ...metamask, name: 'MetaMask Flask' })
    expect(latch.get('recentWallets')).toEqual([{ ...metamask, name: 'MetaMask Flask' }, phantom])
    latch.addRecentWallet(rabby)
    expect(latch.get('recentWallets')).toEqual([rabby, { ...metamask, name: 'MetaMask Flask' }])
  })

  it('behavior: a corrupt list is replaced by the new wallet', () => {
    const backing = new MemoryKeyValueStorage()
    backing.setItem('latch:recentWallets', '{"v":1,"value":[{"id":')
    const { latch } = setup(backing)
    latch.addRecentWallet(rabby)
    expect(latch.get('recentWallets')).toEqual([rabby])
  })
})
