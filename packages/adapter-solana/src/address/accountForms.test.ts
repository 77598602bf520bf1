import {
  address,
  generateKeyPairSigner,
  getAddressEncoder,
  getProgramDerivedAddress,
  type KeyPairSigner,
} from '@solana/kit'
import { Keypair } from '@solana/web3.js'
import type { IdentifierString } from '@wallet-standard/base'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import { beforeAll, describe, expect, it } from 'vitest'
import { toConnectedAccount } from './toConnectedAccount'

// Every form a Solana wallet or the ecosystem's own libraries hand an account in (issue 30 item 4, RELIABILITY #7),
// each with a key made by @solana/kit or @solana/web3.js and, where a wallet hands it over, as the Wallet Standard's
// own account class builds it (`ReadonlyWalletAccount` from @wallet-standard/wallet). The README lists the forms.

const NETWORK = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const CHAINS: IdentifierString[] = ['solana:mainnet']

/** A Wallet Standard account as wallets build it, with the public key in the form under test. */
const standardAccount = (base58: string, publicKey: unknown) =>
  new ReadonlyWalletAccount({
    address: base58,
    publicKey: publicKey as Uint8Array,
    chains: CHAINS,
    features: ['solana:signMessage'],
  })

const expected = (base58: string) => ({ address: `${NETWORK}:${base58}`, type: 'eoa', publicKey: base58 })

let kitSigner: KeyPairSigner
let web3Keypair: Keypair
beforeAll(async () => {
  kitSigner = await generateKeyPairSigner()
  web3Keypair = Keypair.generate()
})

describe('toConnectedAccount: the account forms Solana wallets use (RELIABILITY #7)', () => {
  it('form: a Wallet Standard account (Uint8Array key) of a @solana/kit key pair signer', () => {
    const key = getAddressEncoder().encode(kitSigner.address)
    expect(toConnectedAccount(NETWORK, standardAccount(kitSigner.address, key))).toEqual(
      expected(kitSigner.address),
    )
  })

  it('form: a Wallet Standard account (Uint8Array key) of a @solana/web3.js Keypair', () => {
    const base58 = web3Keypair.publicKey.toBase58()
    expect(toConnectedAccount(NETWORK, standardAccount(base58, web3Keypair.publicKey.toBytes()))).toEqual(
      expected(base58),
    )
  })

  it('form: the key as a Node Buffer (web3.js PublicKey#toBuffer, wallets built on it)', () => {
    const base58 = web3Keypair.publicKey.toBase58()
    const buffer = web3Keypair.publicKey.toBuffer()
    expect(Buffer.isBuffer(buffer)).toBe(true)
    expect(toConnectedAccount(NETWORK, { address: base58, publicKey: buffer })).toEqual(expected(base58))
  })

  it('form: the key as a plain byte array (number[]), as JSON-bridged wallets pass it', () => {
    const base58 = web3Keypair.publicKey.toBase58()
    const bytes = Array.from(web3Keypair.publicKey.toBytes())
    expect(toConnectedAccount(NETWORK, standardAccount(base58, bytes))).toEqual(expected(base58))
  })

  it('form: the key as a serialised Buffer ({ type: "Buffer", data: [...] }) from a JSON bridge', () => {
    const base58 = web3Keypair.publicKey.toBase58()
    const serialised = JSON.parse(JSON.stringify(web3Keypair.publicKey.toBuffer()))
    expect(serialised).toMatchObject({ type: 'Buffer' })
    expect(toConnectedAccount(NETWORK, { address: base58, publicKey: serialised })).toEqual(expected(base58))
  })

  it('form: the key as a web3.js PublicKey (legacy wallet-adapter adapters, window.solana providers)', () => {
    const { publicKey } = web3Keypair
    expect(toConnectedAccount(NETWORK, { address: publicKey.toBase58(), publicKey })).toEqual(
      expected(publicKey.toBase58()),
    )
  })

  it('form: a base58 address with no public key (a WalletConnect session account)', () => {
    expect(toConnectedAccount(NETWORK, { address: kitSigner.address })).toEqual(expected(kitSigner.address))
  })

  it('form: an off-curve program-derived address (a multisig vault), with no key', async () => {
    const [vault] = await getProgramDerivedAddress({
      programAddress: address('SQDS4ep65T869zMMBKyuUq6aD6EgTu8psMjkvj52pCf'),
      seeds: ['multisig', getAddressEncoder().encode(kitSigner.address)],
    })
    expect(toConnectedAccount(NETWORK, { address: vault })).toEqual(expected(vault))
  })
})

describe('toConnectedAccount: a key that is not the address is refused (RELIABILITY #7)', () => {
  it('behavior: another @solana/kit key in a Wallet Standard account is InvalidAddressError', async () => {
    const other = await generateKeyPairSigner()
    expect(() =>
      toConnectedAccount(
        NETWORK,
        standardAccount(kitSigner.address, getAddressEncoder().encode(other.address)),
      ),
    ).toThrowError(
      expect.objectContaining({
        name: 'InvalidAddressError',
        message: 'The address is not valid for this network',
        details: `wallet account ${kitSigner.address} does not match its public key`,
      }),
    )
  })

  it.each([
    ['the 64-byte web3.js secret key', () => web3Keypair.secretKey],
    ['31 bytes', () => web3Keypair.publicKey.toBytes().slice(1)],
    [
      'a byte array with a value over 255',
      () => [...web3Keypair.publicKey.toBytes()].map((b, i) => (i ? b : 256)),
    ],
    ['the base58 text of the key', () => web3Keypair.publicKey.toBase58()],
    [
      'a PublicKey whose toBytes throws',
      () => ({
        toBytes: () => {
          throw new Error('boom')
        },
      }),
    ],
  ])('behavior: a public key given as %s is InvalidAddressError', (_, publicKey) => {
    const base58 = web3Keypair.publicKey.toBase58()
    expect(() => toConnectedAccount(NETWORK, { address: base58, publicKey: publicKey() })).toThrowError(
      expect.objectContaining({
        name: 'InvalidAddressError',
        details: `wallet account ${base58} does not match its public key`,
      }),
    )
  })
})
