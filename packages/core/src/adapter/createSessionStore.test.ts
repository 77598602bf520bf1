import { describe, expect, it } from 'vitest'
import { InvalidAddressError } from '../errors/classes/InvalidAddressError'
import { NamespaceOrAddressNotFoundError } from '../errors/classes/NamespaceOrAddressNotFoundError'
import { createSessionStore, type WalletSession } from './createSessionStore'
import type { AdapterEvent, ConnectedAccount } from './types'

const account = (address: string): ConnectedAccount => ({ address: `acme:main:${address}`, type: 'eoa' })

function setUp() {
  const events: AdapterEvent[] = []
  const sessions = createSessionStore<WalletSession & { wallet: string }>((event) => events.push(event))
  const stopped: string[] = []
  const open = (connectorId: string, ...addresses: string[]) =>
    sessions.set(connectorId, {
      wallet: connectorId,
      accounts: addresses.map(account),
      stopWatching: () => stopped.push(connectorId),
    })
  return { sessions, events, stopped, open }
}

describe('createSessionStore', () => {
  it('default: keeps one session per connector; a new one ends the old (it stops following that wallet)', () => {
    const { sessions, stopped, open } = setUp()
    open('one', 'a1')
    open('one', 'a2')
    expect(stopped).toEqual(['one'])
    expect(sessions.get('one')?.accounts).toEqual([account('a2')])
    expect(sessions.require('one').wallet).toBe('one')
    expect(() => sessions.require('two')).toThrowError(
      expect.objectContaining({ name: 'ConnectorNotFoundError', details: 'two' }),
    )
    expect(sessions.values()).toHaveLength(1)
  })

  it('behavior: end() is the dapp disconnecting: no event; drop() is the wallet: disconnected, with its error', () => {
    const { sessions, events, stopped, open } = setUp()
    open('one', 'a1')
    open('two', 'b1')
    expect(sessions.end('one')).toBe(true)
    expect(sessions.end('one')).toBe(false)
    sessions.drop('two', new InvalidAddressError())
    sessions.drop('two')
    expect(stopped).toEqual(['one', 'two'])
    expect(events).toEqual([
      {
        type: 'disconnected',
        connectorId: 'two',
        error: expect.objectContaining({ name: 'InvalidAddressError' }),
      },
    ])
    expect(sessions.has('two')).toBe(false)
  })

  it('behavior: the wallet list changed: a wallet that left the page drops its session with ProviderDisconnectedError, then connectorsChanged', () => {
    const { sessions, events, open } = setUp()
    open('one', 'a1')
    open('two', 'b1')
    sessions.walletsChanged(['one', 'never-connected'])
    sessions.walletsChanged()
    expect(events).toEqual([
      {
        type: 'disconnected',
        connectorId: 'one',
        error: expect.objectContaining({ name: 'ProviderDisconnectedError', details: 'one' }),
      },
      { type: 'connectorsChanged' },
      { type: 'connectorsChanged' },
    ])
    expect(sessions.has('two')).toBe(true)
  })

  it('behavior: reported accounts: others emit accountsChanged, the same ones nothing, none disconnects (RELIABILITY #8)', () => {
    const { sessions, events, open } = setUp()
    open('one', 'a1')
    sessions.update('one', [account('a1')])
    sessions.update('one', [account('a2'), account('a1')])
    sessions.update('one', [])
    sessions.update('one', [account('a3')])
    expect(events).toEqual([
      { type: 'accountsChanged', connectorId: 'one', accounts: [account('a2'), account('a1')] },
      { type: 'disconnected', connectorId: 'one' },
    ])
  })

  it('behavior: follow() drops the session with the typed error when the report is malformed (RELIABILITY #7)', () => {
    const { sessions, events, open } = setUp()
    open('one', 'a1')
    sessions.follow('one', () => {
      throw new InvalidAddressError({ details: 'wallet account ???' })
    })
    sessions.follow('one', () => [account('never read')])
    expect(events).toEqual([
      {
        type: 'disconnected',
        connectorId: 'one',
        error: expect.objectContaining({ name: 'InvalidAddressError', details: 'wallet account ???' }),
      },
    ])
  })

  it('behavior: a raw wallet error thrown by the reader becomes a Latch error', () => {
    const { sessions, events, open } = setUp()
    open('one', 'a1')
    sessions.follow('one', () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    })
    expect(events).toEqual([
      {
        type: 'disconnected',
        connectorId: 'one',
        error: expect.objectContaining({ name: 'UserRejectedError' }),
      },
    ])
  })

  it('parameters: find(address) names the session and account by its plain address, on any network', () => {
    const { sessions, open } = setUp()
    open('one', 'a1')
    open('two', 'b1', 'b2')
    expect(sessions.find('acme:test:b2')).toEqual({
      connectorId: 'two',
      session: sessions.get('two'),
      account: account('b2'),
      index: 1,
    })
    expect(() => sessions.find('acme:main:zz')).toThrowError(NamespaceOrAddressNotFoundError)
    expect(() => sessions.find('acme:main:zz')).toThrowError(
      expect.objectContaining({ details: 'acme:main:zz' }),
    )
  })
})
