import type { SignInMessage } from '@latch/core'
import { freshAddress } from '@latch/fixture-solana/devWallet'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { deriveWallet, fundedDevWallet, setUpAdapter } from '../../test/testContext'
import { solanaAdapter } from './solanaAdapter'

async function connected(wallet: Wallet & { address: string }) {
  const { adapter } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
  await adapter.connect({ connectorId: wallet.name })
  return { adapter, address: `solana:localnet:${wallet.address}` as const }
}

describe('solanaAdapter: signMessage and verifySignature', () => {
  it('default: the wallet signs with ed25519; the base58 signature verifies for that account only', async () => {
    const wallet = await fundedDevWallet(0)
    const { adapter, address } = await connected(wallet)
    const message = 'Sign in to Latch ✓'
    const signature = await adapter.signMessage({ address, message })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await adapter.verifySignature?.({ message, signature, address })).toBe(true)
    expect(await adapter.verifySignature?.({ message: `${message}!`, signature, address })).toBe(false)
    const stranger = `solana:localnet:${freshAddress()}` as const
    expect(await adapter.verifySignature?.({ message, signature, address: stranger })).toBe(false)
  })

  it('behavior: user rejects signing → UserRejectedError, and the connection stays (RELIABILITY #10)', async () => {
    const wallet = await fundedDevWallet(0)
    const { adapter, address } = await connected(wallet)
    wallet.rejectNext()
    await expect(adapter.signMessage({ address, message: 'hi' })).rejects.toThrowError(
      expect.objectContaining({ name: 'UserRejectedError', message: 'User rejected the request' }),
    )
    expect(await adapter.signMessage({ address, message: 'hi' })).toBeTypeOf('string')
  })

  it('behavior: a wallet without solana:signMessage is MethodNotSupportedError (RELIABILITY #13)', async () => {
    const wallet = await fundedDevWallet(0)
    const { 'solana:signMessage': _, ...features } = wallet.features
    const { adapter, address } = await connected(deriveWallet(wallet, { name: 'No sign', features }))
    await expect(adapter.signMessage({ address, message: 'hi' })).rejects.toThrowError(
      expect.objectContaining({ name: 'MethodNotSupportedError', message: 'Not supported by this wallet' }),
    )
  })

  it('behavior: signing for an account that is not connected is NamespaceOrAddressNotFoundError', async () => {
    const wallet = await fundedDevWallet(0)
    const { adapter } = await connected(wallet)
    const other = `solana:localnet:${freshAddress()}` as const
    await expect(adapter.signMessage({ address: other, message: 'hi' })).rejects.toThrow(
      'Namespace or address not found',
    )
  })
})

describe('solanaAdapter: sign-in message (CAIP-122)', () => {
  it('default: a real wallet signature over the formatted message verifies', async () => {
    const wallet = await fundedDevWallet(0)
    const { adapter, address } = await connected(wallet)
    const fields: SignInMessage = {
      accountAddress: address,
      chainId: 'solana:localnet',
      domain: 'shop.example',
      uri: 'https://shop.example/login',
      version: '1',
      nonce: 'n0nce1234',
      issuedAt: '2026-11-22T00:00:00.000Z',
      statement: 'Sign in to the shop',
    }
    const message = adapter.formatSignInMessage?.(fields) ?? ''
    expect(message).toBe(
      [
        'shop.example wants you to sign in with your Solana account:',
        wallet.address,
        '',
        'Sign in to the shop',
        '',
        'URI: https://shop.example/login',
        'Version: 1',
        'Chain ID: solana:localnet',
        'Nonce: n0nce1234',
        'Issued At: 2026-11-22T00:00:00.000Z',
      ].join('\n'),
    )
    const signature = await adapter.signMessage({ address, message })
    expect(await adapter.verifySignature?.({ message, signature, address })).toBe(true)
  })
})
