import { bytesToHex } from '@stacks/common'
import { hashMessage, verifyMessageSignatureRsv } from '@stacks/encryption'
import { getAddressFromPublicKey, publicKeyFromSignatureRsv } from '@stacks/transactions'
import { describe, expect, it } from 'vitest'
import { createStacksDevWallet } from './createStacksDevWallet'

const storage = () => {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

describe('createStacksDevWallet', () => {
  it('default: getAddresses answers a JSON-RPC response with STX (ST… on testnet) and Bitcoin P2WPKH / P2TR addresses', async () => {
    const wallet = createStacksDevWallet()
    const response = await wallet.provider.request('getAddresses', { network: 'testnet' })
    expect(response).toEqual({
      jsonrpc: '2.0',
      id: expect.any(String),
      result: {
        addresses: [
          {
            symbol: 'BTC',
            type: 'p2wpkh',
            address: expect.stringMatching(/^tb1q[02-9ac-hj-np-z]{38}$/),
            publicKey: expect.stringMatching(/^0[23][0-9a-f]{64}$/),
          },
          {
            symbol: 'BTC',
            type: 'p2tr',
            address: expect.stringMatching(/^tb1p[02-9ac-hj-np-z]{58}$/),
            publicKey: expect.stringMatching(/^[0-9a-f]{64}$/),
          },
          {
            symbol: 'STX',
            address: getAddressFromPublicKey(wallet.publicKey, 'testnet'),
            publicKey: wallet.publicKey,
          },
        ],
      },
    })
    expect(wallet.stxAddress('testnet')).toMatch(/^ST/)
    expect(wallet.stxAddress('mainnet')).toMatch(/^SP/)
    expect(wallet.addresses('mainnet')[0]?.address).toMatch(/^bc1q/)
  })

  it('default: stx_signMessage signs with the real key: verifyMessageSignatureRsv accepts, the key recovers', async () => {
    const wallet = createStacksDevWallet()
    await wallet.provider.request('getAddresses')
    const { result } = await wallet.provider.request('stx_signMessage', { message: 'hello stacks' })
    const { signature, publicKey } = result as { signature: string; publicKey: string }
    expect(publicKey).toBe(wallet.publicKey)
    expect(verifyMessageSignatureRsv({ message: 'hello stacks', signature, publicKey })).toBe(true)
    expect(verifyMessageSignatureRsv({ message: 'hello stacks?', signature, publicKey })).toBe(false)
    expect(publicKeyFromSignatureRsv(bytesToHex(hashMessage('hello stacks')), signature)).toBe(publicKey)
  })

  it('behavior: rejectNext declines the next prompt with Leather’s 4001 error response, once', async () => {
    const wallet = createStacksDevWallet()
    wallet.rejectNext()
    await expect(wallet.provider.request('getAddresses')).rejects.toEqual({
      jsonrpc: '2.0',
      id: expect.any(String),
      error: { code: 4001, message: 'User rejected request' },
    })
    await expect(wallet.provider.request('getAddresses')).resolves.toMatchObject({
      result: { addresses: expect.any(Array) },
    })
  })

  it('behavior: wallet_getAccount answers without a prompt only once the site is granted; the grant survives a reload through storage', async () => {
    const kept = storage()
    const wallet = createStacksDevWallet({ storage: kept })
    await expect(wallet.provider.request('wallet_getAccount')).rejects.toMatchObject({
      error: { code: -32002 },
    })
    await wallet.provider.request('getAddresses')
    const reloaded = createStacksDevWallet({ storage: kept, privateKey: wallet.privateKey })
    reloaded.rejectNext() // no prompt happens, so nothing is declined
    await expect(reloaded.provider.request('wallet_getAccount')).resolves.toMatchObject({
      result: {
        addresses: expect.arrayContaining([expect.objectContaining({ address: wallet.stxAddress() })]),
      },
    })
    reloaded.revoke()
    expect(createStacksDevWallet({ storage: kept }).requests).toEqual([])
    await expect(
      createStacksDevWallet({ storage: kept }).provider.request('wallet_getAccount'),
    ).rejects.toMatchObject({
      error: { code: -32002 },
    })
  })

  it('behavior: unknown methods are -32601; events reach listeners until removed', async () => {
    const wallet = createStacksDevWallet()
    await expect(wallet.provider.request('stx_transferStx')).rejects.toMatchObject({
      error: { code: -32601 },
    })
    await wallet.provider.request('getAddresses')
    const seen: unknown[] = []
    const off = wallet.provider.addListener('accountChange', (payload) => seen.push(payload))
    const next = wallet.switchAccount()
    off()
    wallet.switchAccount()
    expect(seen).toEqual([
      {
        type: 'accountChange',
        addresses: expect.arrayContaining([expect.objectContaining({ address: next })]),
      },
    ])
  })

  it('behavior: register writes the wbip_providers entry and the provider global; the returned function removes both', () => {
    const wallet = createStacksDevWallet({ id: 'MyDevProvider', name: 'My Dev' })
    const scope: Record<string, unknown> = {}
    const remove = wallet.register(scope)
    expect(scope.wbip_providers).toEqual([
      {
        id: 'MyDevProvider',
        name: 'My Dev',
        icon: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        webUrl: expect.any(String),
      },
    ])
    expect(scope.MyDevProvider).toBe(wallet.provider)
    remove()
    expect(scope.wbip_providers).toEqual([])
    expect('MyDevProvider' in scope).toBe(false)
  })
})
