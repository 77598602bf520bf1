import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import { Keypair } from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature } from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import nacl from 'tweetnacl'
import { describe, expect, it } from 'vitest'
import { setUpAdapter } from '../../test/testContext'
import { solanaAdapter } from './solanaAdapter'

// A Wallet Standard wallet that is not Latch's dev wallet: a @solana/web3.js Keypair, accounts built with the
// Wallet Standard's own `ReadonlyWalletAccount`, and the public key in the form a JSON-bridged wallet hands over
// (issue 30 item 4). It connects, signs, and the signature verifies for the account it reported.

function bridgedWallet(
  name: string,
  publicKeyForm: (keypair: Keypair) => unknown,
): Wallet & { address: string } {
  const keypair = Keypair.generate()
  const fields = {
    address: keypair.publicKey.toBase58(),
    publicKey: publicKeyForm(keypair) as Uint8Array,
    chains: ['solana:localnet'],
    features: ['solana:signMessage'],
  } as const
  // The standard's account class copies the key with `slice()`: a JSON-bridged Buffer has none, and comes as a
  // plain object, as the bridge delivered it.
  const account: WalletAccount =
    typeof fields.publicKey.slice === 'function' ? new ReadonlyWalletAccount(fields) : fields
  const connect: StandardConnectFeature['standard:connect'] = {
    version: '1.0.0',
    connect: async () => ({ accounts: [account] }),
  }
  const signMessage: SolanaSignMessageFeature['solana:signMessage'] = {
    version: '1.1.0',
    signMessage: async (...inputs) =>
      inputs.map(({ message }) => ({
        signedMessage: message,
        signature: nacl.sign.detached(Uint8Array.from(message), keypair.secretKey),
      })),
  }
  return {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:localnet'],
    accounts: [account],
    features: {
      'standard:connect': connect,
      'solana:signMessage': signMessage,
      'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: ['legacy'] },
    },
    address: keypair.publicKey.toBase58(),
  } as Wallet & { address: string }
}

describe('solanaAdapter: wallets that hand the public key in another form (RELIABILITY #7)', () => {
  it.each([
    ['a byte array (number[])', (keypair: Keypair) => Array.from(keypair.publicKey.toBytes())],
    ['a serialised Buffer', (keypair: Keypair) => JSON.parse(JSON.stringify(keypair.publicKey.toBuffer()))],
  ])('form: %s connects, signs, and the signature verifies for that account', async (form, publicKeyForm) => {
    const wallet = bridgedWallet(`Bridged ${form}`, publicKeyForm)
    const { adapter } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
    const connection = await adapter.connect({ connectorId: wallet.name })
    const address = `solana:localnet:${wallet.address}` as const
    expect(connection.accounts).toEqual([{ address, type: 'eoa', publicKey: wallet.address }])
    const message = 'Sign in to Latch'
    const signature = await adapter.signMessage({ address, message })
    expect(await adapter.verifySignature?.({ message, signature, address })).toBe(true)
    expect(await adapter.verifySignature?.({ message: `${message}.`, signature, address })).toBe(false)
  })

  it('behavior: a bridged key of another keypair is refused with InvalidAddressError', async () => {
    const other = Keypair.generate()
    const wallet = bridgedWallet('Bridged, wrong key', () => Array.from(other.publicKey.toBytes()))
    const { adapter } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
    await expect(adapter.connect({ connectorId: wallet.name })).rejects.toThrowError(
      expect.objectContaining({
        name: 'InvalidAddressError',
        message: 'The address is not valid for this network',
      }),
    )
  })
})
