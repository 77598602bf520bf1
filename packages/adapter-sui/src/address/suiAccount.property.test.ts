import { InvalidAddressError, parseCaipAddress } from '@latch/core'
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import { Secp256k1Keypair } from '@mysten/sui/keypairs/secp256k1'
import { Secp256r1Keypair } from '@mysten/sui/keypairs/secp256r1'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSuiAddress } from './isSuiAddress'
import { toConnectedAccount } from './toConnectedAccount'

// Generated cases per property are the numRuns below: 2,200 in all (about 3 s; keypairs take ~2 ms each).
const HOSTILE_RUNS = 1000
const VALID_RUNS = 100
// Generous for a loaded 2-core machine.
const TIMEOUT_MS = 30_000

const hex = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: length, maxLength: length })

/** Strings a wallet or a page could hand over: random text, unicode, very long, near-addresses. */
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ minLength: 1000, maxLength: 5000 }),
  fc.integer({ min: 0, max: 80 }).chain((length) => hex(length).map((digits) => `0x${digits}`)),
  hex(64).map((digits) => `0X${digits}`),
  hex(64),
  hex(64).map((digits) => `sui:mainnet:0x${digits}`),
  hex(64).map((digits) => ` 0x${digits} `),
)

/** Public keys of any shape: bytes of every length, arrays of anything, non-arrays. */
const hostileKey = fc.oneof(
  fc.uint8Array({ maxLength: 200 }),
  fc.uint8Array({ minLength: 32, maxLength: 34 }),
  fc.array(fc.anything(), { maxLength: 40 }),
  fc.anything(),
)

const hostileAccount = fc.oneof(
  fc.record({ address: hostileText, publicKey: hostileKey }, { requiredKeys: [] }),
  fc.record({ address: fc.anything(), publicKey: hostileKey }),
  fc.anything(),
)

/** Runs `run` and reports what came out: a value, core's typed error, or anything else (a bug). */
function outcome(run: () => unknown): 'value' | 'typed' | unknown {
  try {
    run()
    return 'value'
  } catch (error) {
    return error instanceof InvalidAddressError ? 'typed' : error
  }
}

const schemes = {
  ED25519: (seed: Uint8Array) => Ed25519Keypair.fromSecretKey(seed),
  Secp256k1: (seed: Uint8Array) => Secp256k1Keypair.fromSecretKey(seed),
  Secp256r1: (seed: Uint8Array) => Secp256r1Keypair.fromSecretKey(seed),
}

describe('sui account boundary: fast-check properties (RELIABILITY #7)', () => {
  it(
    `property: isSuiAddress answers a boolean for anything (${HOSTILE_RUNS} cases)`,
    () => {
      fc.assert(
        fc.property(fc.oneof(hostileText, fc.anything()), (value) => {
          expect(typeof isSuiAddress(value)).toBe('boolean')
        }),
        { numRuns: HOSTILE_RUNS },
      )
    },
    TIMEOUT_MS,
  )

  it(
    `property: toConnectedAccount either returns a sui CAIP-10 account or throws InvalidAddressError (${HOSTILE_RUNS} cases)`,
    () => {
      fc.assert(
        fc.property(hostileAccount, (account) => {
          let result: ReturnType<typeof toConnectedAccount> | undefined
          const seen = outcome(() => {
            result = toConnectedAccount('sui:mainnet', account as never)
          })
          expect(['value', 'typed']).toContain(seen)
          if (result) {
            expect(result.address).toMatch(/^sui:mainnet:0x[0-9a-f]{64}$/)
            expect(isSuiAddress(parseCaipAddress(result.address).address)).toBe(true)
          }
        }),
        { numRuns: HOSTILE_RUNS },
      )
    },
    TIMEOUT_MS,
  )

  it(
    `property: a keypair's address with its key, raw or flag-prefixed, in any case, round-trips (${VALID_RUNS} cases)`,
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...(Object.keys(schemes) as (keyof typeof schemes)[])),
          fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((seed) => seed.some((byte) => byte !== 0)),
          fc.boolean(),
          fc.boolean(),
          (scheme, seed, flagged, upperCase) => {
            const key = schemes[scheme](seed).getPublicKey()
            const address = key.toSuiAddress()
            const given = upperCase ? `0x${address.slice(2).toUpperCase()}` : address
            const account = toConnectedAccount('sui:testnet', {
              address: given,
              publicKey: flagged ? key.toSuiBytes() : key.toRawBytes(),
            })
            expect(account).toEqual({
              address: `sui:testnet:${address}`,
              type: 'eoa',
              publicKey: key.toSuiPublicKey(),
            })
            // The normalised account is a fixed point: normalising it again changes nothing.
            expect(
              toConnectedAccount('sui:testnet', {
                address: parseCaipAddress(account.address).address,
                publicKey: key.toSuiBytes(),
              }),
            ).toEqual(account)
          },
        ),
        { numRuns: VALID_RUNS },
      )
    },
    TIMEOUT_MS,
  )

  it(
    `property: a keypair's address with another keypair's key is refused (${VALID_RUNS} cases)`,
    () => {
      fc.assert(
        fc.property(
          fc.uint8Array({ minLength: 32, maxLength: 32 }),
          fc.uint8Array({ minLength: 32, maxLength: 32 }),
          fc.boolean(),
          (ownerSeed, otherSeed, flagged) => {
            fc.pre(ownerSeed.some((byte, index) => byte !== otherSeed[index]))
            const address = Ed25519Keypair.fromSecretKey(ownerSeed).toSuiAddress()
            const other = Ed25519Keypair.fromSecretKey(otherSeed).getPublicKey()
            expect(
              outcome(() =>
                toConnectedAccount('sui:testnet', {
                  address,
                  publicKey: flagged ? other.toSuiBytes() : other.toRawBytes(),
                }),
              ),
            ).toBe('typed')
          },
        ),
        { numRuns: VALID_RUNS },
      )
    },
    TIMEOUT_MS,
  )
})
