import {
  addListener,
  connectResultSchema,
  getAccountResultSchema,
  RpcErrorCode,
  request,
  signMessageResultSchema,
} from '@sats-connect/core'
import { Verifier } from 'bip322-js'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDevWallet } from './createDevWallet'

// The wallet is driven through sats-connect's own request layer (@sats-connect/core), which looks providers up on
// `window` by their dot-path id and checks every answer against its JSON-RPC schemas.
let page: Record<string, unknown>
beforeEach(() => {
  page = {}
  vi.stubGlobal('window', page)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

describe('dev wallet through sats-connect', () => {
  it('registers in btc_providers and connects with payment (P2WPKH) and ordinals (P2TR) addresses', async () => {
    const wallet = createDevWallet({ seed: 'connect' })
    wallet.install(page)
    expect(page.btc_providers).toEqual([wallet.info])
    const response = await request(
      'wallet_connect',
      { addresses: ['payment', 'ordinals'] } as never,
      wallet.info.id,
    )
    if (response.status !== 'success') throw new Error(JSON.stringify(response))
    const result = v.parse(connectResultSchema, response.result)
    expect(result.addresses.map((entry) => [entry.purpose, entry.addressType])).toEqual([
      ['payment', 'p2wpkh'],
      ['ordinals', 'p2tr'],
    ])
    expect(result.addresses[0]?.address).toMatch(/^bcrt1q/)
    expect(result.addresses[1]?.address).toMatch(/^bcrt1p/)
    expect(result.network.bitcoin.name).toBe('Regtest')
  })

  it('signs BIP-322 with both addresses; bip322-js verifies, and refuses a tampered message or another key', async () => {
    const wallet = createDevWallet({ seed: 'sign' })
    const other = createDevWallet({ seed: 'other' })
    wallet.install(page)
    await request('wallet_connect', null as never, wallet.info.id)
    for (const { address } of wallet.addresses) {
      const response = await request(
        'signMessage',
        { address, message: 'Sign in to Latch', protocol: 'BIP322' } as never,
        wallet.info.id,
      )
      if (response.status !== 'success') throw new Error(JSON.stringify(response))
      const { signature, protocol } = v.parse(signMessageResultSchema, response.result)
      expect(protocol).toBe('BIP322')
      expect(Verifier.verifySignature(address, 'Sign in to Latch', signature)).toBe(true)
      expect(Verifier.verifySignature(address, 'Sign in to Latch!', signature)).toBe(false)
      const otherAddress = other.addresses.find((entry) => entry.addressType !== 'p2tr')?.address as string
      expect(safeVerify(otherAddress, 'Sign in to Latch', signature)).toBe(false)
    }
  })

  it('a wallet that only offers ECDSA answers a BIP-137 signature that bip322-js verifies', async () => {
    const wallet = createDevWallet({ seed: 'legacy', signingProtocols: ['ECDSA'] })
    wallet.install(page)
    await request('wallet_connect', null as never, wallet.info.id)
    const payment = wallet.addresses[0]?.address as string
    const response = await request(
      'signMessage',
      { address: payment, message: 'hello', protocol: 'BIP322' } as never,
      wallet.info.id,
    )
    if (response.status !== 'success') throw new Error(JSON.stringify(response))
    expect(response.result.protocol).toBe('ECDSA')
    expect(Verifier.verifySignature(payment, 'hello', response.result.signature)).toBe(true)
    expect(Verifier.verifySignature(payment, 'hallo', response.result.signature)).toBe(false)
  })

  it('rejectNext: the next prompt answers USER_REJECTION', async () => {
    const wallet = createDevWallet()
    wallet.install(page)
    wallet.rejectNext()
    const response = await request('wallet_connect', null as never, wallet.info.id)
    expect(response).toMatchObject({ status: 'error', error: { code: RpcErrorCode.USER_REJECTION } })
    expect((await request('wallet_connect', null as never, wallet.info.id)).status).toBe('success')
  })

  it('keeps its grant and network in storage: a new page gets the account without a prompt', async () => {
    const storage = memoryStorage()
    const first = createDevWallet({ seed: 'persist', storage })
    first.install(page)
    const before = await request('wallet_getAccount', null as never, first.info.id)
    expect(before).toMatchObject({ status: 'error', error: { code: RpcErrorCode.ACCESS_DENIED } })
    await request('wallet_connect', null as never, first.info.id)
    await request('wallet_changeNetwork', { name: 'Testnet4' } as never, first.info.id)
    page = {}
    vi.stubGlobal('window', page)
    const reloaded = createDevWallet({ seed: 'persist', storage })
    reloaded.install(page)
    const after = await request('wallet_getAccount', null as never, reloaded.info.id)
    if (after.status !== 'success') throw new Error(JSON.stringify(after))
    const result = v.parse(getAccountResultSchema, after.result)
    expect(result.network.bitcoin.name).toBe('Testnet4')
    expect(result.addresses[0]?.address).toMatch(/^tb1q/)
  })

  it('events: accountChange, networkChange with the re-encoded addresses, disconnect', async () => {
    const wallet = createDevWallet({ seed: 'events' })
    wallet.install(page)
    await request('wallet_connect', null as never, wallet.info.id)
    const seen: unknown[] = []
    const stops = (['accountChange', 'networkChange', 'disconnect'] as const).map((eventName) =>
      addListener({ eventName, cb: (event: unknown) => seen.push(event) } as never, wallet.info.id as never),
    )
    const next = wallet.switchAccount('events-2')
    wallet.moveToNetwork('Mainnet')
    wallet.disconnectFromWallet()
    for (const stop of stops) stop()
    expect(seen).toEqual([
      { type: 'accountChange', addresses: next },
      {
        type: 'networkChange',
        bitcoin: { name: 'Mainnet' },
        stacks: { name: 'mainnet' },
        addresses: wallet.addresses,
      },
      { type: 'disconnect' },
    ])
    expect(wallet.addresses[0]?.address).toMatch(/^bc1q/)
  })
})

function safeVerify(address: string, message: string, signature: string): boolean {
  try {
    return Verifier.verifySignature(address, message, signature)
  } catch {
    return false
  }
}
