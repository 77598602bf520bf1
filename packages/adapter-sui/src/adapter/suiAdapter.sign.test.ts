import type { SignInMessage } from '@latch/core'
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import { verifyPersonalMessageSignature } from '@mysten/sui/verify'
import type { Wallet } from '@mysten/wallet-standard'
import { describe, expect, it } from 'vitest'
import { deriveWallet, devWallet, setUpAdapter } from '../../test/testContext'
import { suiTestnet } from '../networks/suiNetworks'
import { suiAdapter } from './suiAdapter'

async function connected(wallet: Wallet & { address?: string }) {
  const { adapter } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
  const { accounts } = await adapter.connect({ connectorId: wallet.name })
  const address = accounts[0]?.address
  if (!address) throw new Error('no account')
  return { adapter, address }
}

describe('suiAdapter: signMessage (sui:signPersonalMessage) and verifySignature', () => {
  it('default: the wallet signs the UTF-8 message; verifyPersonalMessageSignature binds it to the account', async () => {
    const wallet = devWallet()
    const { adapter, address } = await connected(wallet)
    const message = 'Sign in to Latch ✓'
    const signature = await adapter.signMessage({ address, message })
    expect(signature).toMatch(/^[A-Za-z0-9+/]+=*$/)
    const key = await verifyPersonalMessageSignature(new TextEncoder().encode(message), signature, {
      address: wallet.address,
    })
    expect(key.toSuiAddress()).toBe(wallet.address)
    expect(await adapter.verifySignature?.({ message, signature, address })).toBe(true)
    expect(await adapter.verifySignature?.({ message: `${message}!`, signature, address })).toBe(false)
    const stranger = `sui:localnet:${Ed25519Keypair.generate().toSuiAddress()}` as const
    expect(await adapter.verifySignature?.({ message, signature, address: stranger })).toBe(false)
  })

  it('behavior: each sign request carries the network the dapp chose as the Wallet Standard chain', async () => {
    const chains: (string | undefined)[] = []
    const wallet = devWallet({
      onRequest: (request) => request.method === 'sui:signPersonalMessage' && chains.push(request.chain),
    })
    const { adapter, address } = await connected(wallet)
    await adapter.signMessage({ address, message: 'one' })
    const moved = await adapter.selectNetwork?.({ connectorId: wallet.name, networkId: suiTestnet.id })
    await adapter.signMessage({ address: moved?.accounts[0]?.address ?? address, message: 'two' })
    expect(chains).toEqual(['sui:localnet', 'sui:testnet'])
  })

  it('behavior: the visitor declines → UserRejectedError, and the connection stays (RELIABILITY #10)', async () => {
    const wallet = devWallet()
    const { adapter, address } = await connected(wallet)
    wallet.rejectNext()
    await expect(adapter.signMessage({ address, message: 'hi' })).rejects.toThrowError(
      expect.objectContaining({ name: 'UserRejectedError', message: 'User rejected the request' }),
    )
    expect(await adapter.signMessage({ address, message: 'hi' })).toBeTypeOf('string')
  })

  it("behavior: an account whose own features list omits sui:signPersonalMessage (as @mysten/dapp-kit's burner wallet's does) signs through the wallet's feature", async () => {
    const wallet = devWallet()
    const connect = wallet.features['standard:connect'].connect
    const { adapter, address } = await connected(
      deriveWallet(wallet, {
        name: 'Transaction-only account',
        features: {
          ...wallet.features,
          'standard:connect': {
            version: '1.0.0',
            connect: async (input?: { silent?: boolean }) => ({
              accounts: (await connect(input)).accounts.map((account) => ({
                ...account,
                address: account.address,
                publicKey: account.publicKey,
                chains: account.chains,
                features: ['sui:signTransaction'] as const,
              })),
            }),
          },
        },
      }),
    )
    const signature = await adapter.signMessage({ address, message: 'hi' })
    const key = await verifyPersonalMessageSignature(new TextEncoder().encode('hi'), signature)
    expect(key.toSuiAddress()).toBe(wallet.address)
  })

  it('behavior: a Wallet Standard rejection error (code 4001000) is UserRejectedError too', async () => {
    const wallet = devWallet()
    const { adapter, address } = await connected(
      deriveWallet(wallet, {
        name: 'Standard errors',
        features: {
          ...wallet.features,
          'sui:signPersonalMessage': {
            version: '1.1.0',
            signPersonalMessage: () =>
              Promise.reject(Object.assign(new Error('Request denied'), { context: { __code: 4001000 } })),
          },
        },
      }),
    )
    await expect(adapter.signMessage({ address, message: 'hi' })).rejects.toThrow('User rejected the request')
  })

  it('behavior: signing for an account that is not connected is NamespaceOrAddressNotFoundError', async () => {
    const { adapter } = await connected(devWallet())
    const other = `sui:localnet:${Ed25519Keypair.generate().toSuiAddress()}` as const
    await expect(adapter.signMessage({ address: other, message: 'hi' })).rejects.toThrow(
      'Namespace or address not found',
    )
  })
})

describe('suiAdapter: sign-in message (CAIP-122)', () => {
  it('default: a real wallet signature over the formatted message verifies', async () => {
    const wallet = devWallet()
    const { adapter, address } = await connected(wallet)
    const fields: SignInMessage = {
      accountAddress: address,
      chainId: 'sui:localnet',
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
        'shop.example wants you to sign in with your Sui account:',
        wallet.address,
        '',
        'Sign in to the shop',
        '',
        'URI: https://shop.example/login',
        'Version: 1',
        'Chain ID: sui:localnet',
        'Nonce: n0nce1234',
        'Issued At: 2026-11-22T00:00:00.000Z',
      ].join('\n'),
    )
    const signature = await adapter.signMessage({ address, message })
    expect(await adapter.verifySignature?.({ message, signature, address })).toBe(true)
  })
})
