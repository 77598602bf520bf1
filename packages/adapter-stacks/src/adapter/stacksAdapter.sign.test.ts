import { verifyMessageSignatureRsv } from '@stacks/encryption'
import { describe, expect, it } from 'vitest'
import { devWallet, setUpAdapter, setUpLoadedAdapter } from '../../test/testContext'

const signInMessage = (address: string) => ({
  accountAddress: address,
  chainId: 'stacks:2147483648' as const,
  domain: 'app.example',
  uri: 'https://app.example/login',
  version: '1',
  nonce: 'n0nce1234',
  issuedAt: '2026-11-23T08:00:00.000Z',
})

describe('stacksAdapter: sign and verify', () => {
  it('default: stx_signMessage on the chosen network; verifyMessageSignatureRsv accepts it and so does verifySignature', async () => {
    const { entry, wallet } = devWallet()
    const { adapter } = setUpAdapter({ wallets: [entry] })
    const { accounts } = await adapter.connect({ connectorId: wallet.info.id })
    const address = accounts[0]?.address ?? 'stacks:1:none'
    const message = adapter.formatSignInMessage?.(signInMessage(address)) ?? ''
    expect(message.split('\n').slice(0, 2)).toEqual([
      'app.example wants you to sign in with your Stacks account:',
      wallet.stxAddress('testnet'),
    ])
    const signature = await adapter.signMessage({ address, message })
    expect(wallet.requests.at(-1)).toEqual({
      method: 'stx_signMessage',
      params: { message, network: 'testnet' },
    })
    expect(signature).toMatch(/^[0-9a-f]{130}$/)
    expect(verifyMessageSignatureRsv({ message, signature, publicKey: wallet.publicKey })).toBe(true)
    expect(await adapter.verifySignature?.({ message, signature, address })).toBe(true)
  })

  it('behavior: a tampered message, another key’s signature and the other network’s address are refused', async () => {
    const { entry, wallet } = devWallet()
    const other = devWallet()
    const { adapter } = setUpAdapter({ wallets: [entry, other.entry] })
    const address =
      (await adapter.connect({ connectorId: wallet.info.id })).accounts[0]?.address ?? 'stacks:1:none'
    const otherAddress =
      (await adapter.connect({ connectorId: other.wallet.info.id })).accounts[0]?.address ?? 'stacks:1:none'
    const message = 'Sign in to app.example'
    const signature = await adapter.signMessage({ address, message })
    const othersSignature = await adapter.signMessage({ address: otherAddress, message })
    expect(await adapter.verifySignature?.({ message: `${message}!`, signature, address })).toBe(false)
    expect(await adapter.verifySignature?.({ message, signature: othersSignature, address })).toBe(false)
    expect(
      await adapter.verifySignature?.({
        message,
        signature,
        address: `stacks:1:${wallet.stxAddress('testnet')}`,
      }),
    ).toBe(false)
    expect(
      await adapter.verifySignature?.({
        message,
        signature,
        address: `stacks:1:${wallet.stxAddress('mainnet')}`,
      }),
    ).toBe(true)
  })

  it('behavior: the visitor declines the signature: UserRejectedError, still connected', async () => {
    const { entry, wallet } = devWallet()
    const { adapter, events } = await setUpLoadedAdapter({ wallets: [entry] })
    const address =
      (await adapter.connect({ connectorId: wallet.info.id })).accounts[0]?.address ?? 'stacks:1:none'
    wallet.rejectNext()
    await expect(adapter.signMessage({ address, message: 'no' })).rejects.toMatchObject({
      name: 'UserRejectedError',
      message: 'User rejected the request',
    })
    expect(events).toEqual([])
    expect(await adapter.signMessage({ address, message: 'yes' })).toMatch(/^[0-9a-f]{130}$/)
  })

  it('behavior: a wallet without stx_signMessage (-32601) is MethodNotSupportedError', async () => {
    const { wallet } = devWallet()
    const provider = {
      request: async (method: string, params?: unknown) => {
        if (method === 'stx_signMessage')
          throw { jsonrpc: '2.0', id: '1', error: { code: -32601, message: 'Method not found' } }
        return wallet.provider.request(method, params)
      },
    }
    const { adapter } = setUpAdapter({ wallets: [{ info: { id: 'NoSign', name: 'No Sign' }, provider }] })
    const address = (await adapter.connect({ connectorId: 'NoSign' })).accounts[0]?.address ?? 'stacks:1:none'
    await expect(adapter.signMessage({ address, message: 'x' })).rejects.toMatchObject({
      name: 'MethodNotSupportedError',
    })
  })

  it('behavior: formatSignInMessage refuses an address of another network (InvalidAddressError)', async () => {
    const { wallet } = devWallet()
    const { adapter } = await setUpLoadedAdapter()
    expect(() => adapter.formatSignInMessage?.(signInMessage(wallet.stxAddress('mainnet')))).toThrow(
      expect.objectContaining({ name: 'InvalidAddressError' }),
    )
  })
})
