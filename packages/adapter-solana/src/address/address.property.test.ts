import { InvalidAddressError, parseCaipAddress } from '@latch/core'
import { createKeyPairSignerFromPrivateKeyBytes, isAddress } from '@solana/kit'
import { Keypair } from '@solana/web3.js'
import bs58 from 'bs58'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress'
import { toConnectedAccount } from './toConnectedAccount'

// Property suites over the address check and the account normaliser (issue 30 item 3, RELIABILITY #7): whatever a
// wallet hands over either becomes a CAIP-10 account or is core's InvalidAddressError, never another throw; and
// accounts of random keys made by @solana/web3.js and @solana/kit round-trip to the same CAIP-10 account in every
// public-key form. Case counts are fixed (`numRuns`).

const NETWORK = 'solana:localnet'
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code))
/** Base58-looking text with the look-alikes base58 leaves out (0, O, I, l) and a few separators. */
const base58ish = fc.string({ unit: fc.constantFrom(...`${BASE58}0OIl:_- `), minLength: 28, maxLength: 48 })
const hostileString = fc.oneof(
  fc.string({ unit: codeUnit, maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  base58ish,
  fc.uint8Array({ minLength: 0, maxLength: 64 }).map((bytes) => bs58.encode(bytes)),
  fc.string({ unit: fc.constantFrom(...BASE58), minLength: 1_000, maxLength: 4_000 }),
)
const hostileKey = fc.oneof(
  fc.anything({ withTypedArray: true, withNullPrototype: true }),
  fc.uint8Array({ maxLength: 64 }),
  fc.array(fc.integer({ min: -2, max: 300 }), { minLength: 30, maxLength: 34 }),
  fc.record({ type: fc.constant('Buffer'), data: fc.array(fc.integer(), { maxLength: 40 }) }),
  fc.record({ toBytes: fc.func(fc.anything()) }),
)
const hostileAccount = fc.oneof(
  fc.anything({ withNullPrototype: true, withBigInt: true }),
  fc.record({ address: hostileString }),
  fc.record({ address: hostileString, publicKey: hostileKey }),
  fc.record({ address: fc.anything(), publicKey: fc.anything() }),
)
/** The public-key forms wallets use (README), for one key. */
const keyForms = fc.constantFrom(
  (key: Keypair) => key.publicKey.toBytes(),
  (key: Keypair) => key.publicKey.toBuffer(),
  (key: Keypair) => Array.from(key.publicKey.toBytes()),
  (key: Keypair) => JSON.parse(JSON.stringify(key.publicKey.toBuffer())),
  (key: Keypair) => key.publicKey,
  () => undefined,
)
const seed = fc.uint8Array({ minLength: 32, maxLength: 32 })

/** Runs the normaliser; anything it throws must be core's InvalidAddressError. */
function normalise(account: unknown) {
  try {
    return toConnectedAccount(NETWORK, account)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidAddressError)
    expect((error as Error).message).toBe('The address is not valid for this network')
    return undefined
  }
}

describe('isSolanaAddress (issue 30 property suite)', () => {
  it('behavior: any value gives a boolean, never a throw; for strings it agrees with @solana/kit isAddress (2,000 cases)', () => {
    fc.assert(
      fc.property(fc.oneof(hostileString, fc.anything({ withNullPrototype: true })), (value) => {
        const answer = isSolanaAddress(value)
        expect(typeof answer).toBe('boolean')
        if (typeof value === 'string') expect(answer).toBe(isAddress(value))
        else expect(answer).toBe(false)
      }),
      { numRuns: 2_000 },
    )
  })

  it('behavior: base58 of any length but 32 bytes is refused (1,000 cases)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 80 }).filter((bytes) => bytes.length !== 32),
        (bytes) => {
          expect(isSolanaAddress(bs58.encode(bytes))).toBe(false)
          expect(normalise({ address: bs58.encode(bytes) })).toBeUndefined()
        },
      ),
      { numRuns: 1_000 },
    )
  })
})

describe('toConnectedAccount (RELIABILITY #7, issue 30 property suite)', () => {
  it('behavior: any account shape is a CAIP-10 account of a valid address, or InvalidAddressError (3,000 cases)', () => {
    fc.assert(
      fc.property(hostileAccount, (account) => {
        const connected = normalise(account)
        if (connected) expect(isSolanaAddress(parseCaipAddress(connected.address).address)).toBe(true)
      }),
      { numRuns: 3_000 },
    )
  })

  it('behavior: a web3.js Keypair account, its key in any wallet form, round-trips to the same CAIP-10 account (1,000 cases)', () => {
    fc.assert(
      fc.property(seed, keyForms, (bytes, form) => {
        const keypair = Keypair.fromSeed(bytes)
        const base58 = keypair.publicKey.toBase58()
        const connected = toConnectedAccount(NETWORK, { address: base58, publicKey: form(keypair) })
        expect(connected).toEqual({ address: `${NETWORK}:${base58}`, type: 'eoa', publicKey: base58 })
        const again = toConnectedAccount(NETWORK, { address: parseCaipAddress(connected.address).address })
        expect(again).toEqual(connected)
      }),
      { numRuns: 1_000 },
    )
  })

  it('behavior: a @solana/kit key pair signer round-trips to the same CAIP-10 account (200 cases)', async () => {
    await fc.assert(
      fc.asyncProperty(seed, async (bytes) => {
        const signer = await createKeyPairSignerFromPrivateKeyBytes(bytes)
        expect(
          toConnectedAccount(NETWORK, { address: signer.address, publicKey: bs58.decode(signer.address) }),
        ).toEqual({
          address: `${NETWORK}:${signer.address}`,
          type: 'eoa',
          publicKey: signer.address,
        })
        // The same seed makes the same key in web3.js: both libraries' accounts are one CAIP-10 account.
        expect(Keypair.fromSeed(bytes).publicKey.toBase58()).toBe(signer.address)
      }),
      { numRuns: 200 },
    )
  })

  it('behavior: an address with one character changed is refused against its key (1,000 cases)', () => {
    fc.assert(
      fc.property(seed, fc.nat(), fc.constantFrom(...BASE58), (bytes, position, replacement) => {
        const keypair = Keypair.fromSeed(bytes)
        const base58 = keypair.publicKey.toBase58()
        const index = position % base58.length
        fc.pre(base58[index] !== replacement)
        const changed = `${base58.slice(0, index)}${replacement}${base58.slice(index + 1)}`
        expect(normalise({ address: changed, publicKey: keypair.publicKey.toBytes() })).toBeUndefined()
      }),
      { numRuns: 1_000 },
    )
  })
})
