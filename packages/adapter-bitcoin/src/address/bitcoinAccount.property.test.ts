import * as ecc from '@bitcoinerlab/secp256k1'
import { type CaipNetworkId, InvalidAddressError } from '@latch/core'
import { initEccLib, networks, payments, toXOnly } from 'bitcoinjs-lib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bitcoinMainnet, bitcoinRegtest, bitcoinSignet, bitcoinTestnet4 } from '../networks/bitcoinNetworks'
import { isBitcoinAddress } from './isBitcoinAddress'
import { encodeForNetwork, toConnectedAccount } from './toConnectedAccount'

initEccLib(ecc)

// Generated cases per property are the numRuns below: 2,400 in all (about 2 s).
const HOSTILE_RUNS = 1000
const VALID_RUNS = 200
const TIMEOUT_MS = 30_000

const NETWORKS: [CaipNetworkId, networks.Network][] = [
  [bitcoinMainnet.id, networks.bitcoin],
  [bitcoinTestnet4.id, networks.testnet],
  [bitcoinSignet.id, networks.testnet],
  [bitcoinRegtest.id, networks.regtest],
]
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const chars = (alphabet: string, min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength: min, maxLength: max })

/** Near-addresses and junk: right prefixes with random bodies, random text, unicode, very long strings. */
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.string({ minLength: 1000, maxLength: 5000 }),
  fc
    .tuple(fc.constantFrom('bc1', 'tb1', 'bcrt1', 'BC1', 'bc1p', 'tb1q'), chars(BECH32, 0, 90))
    .map(([p, b]) => p + b),
  fc.tuple(fc.constantFrom('1', '3', 'm', 'n', '2'), chars(BASE58, 20, 40)).map(([p, b]) => p + b),
  fc
    .constantFrom(...NETWORKS.map(([id]) => id))
    .chain((id) => chars(BECH32, 10, 60).map((b) => `${id}:bc1q${b}`)),
)
const hostileKey = fc.oneof(
  fc.string(),
  fc.uint8Array({ minLength: 31, maxLength: 66 }).map((bytes) => Buffer.from(bytes).toString('hex')),
  fc.anything(),
)
const hostileNetwork = fc.oneof(
  fc.constantFrom(...NETWORKS.map(([id]) => id)),
  fc.string(),
  fc.anything(),
) as fc.Arbitrary<CaipNetworkId>

function outcome(run: () => unknown): 'value' | 'typed' | unknown {
  try {
    run()
    return 'value'
  } catch (error) {
    return error instanceof InvalidAddressError ? 'typed' : error
  }
}

const privateKey = fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((bytes) => ecc.isPrivate(bytes))

describe('bip122 account boundary: fast-check properties (RELIABILITY #7)', () => {
  it(
    `property: isBitcoinAddress answers a boolean for anything, with or without a network (${HOSTILE_RUNS} cases)`,
    () => {
      fc.assert(
        fc.property(fc.oneof(hostileText, fc.anything()), fc.option(hostileNetwork), (value, networkId) => {
          expect(typeof isBitcoinAddress(value as string, networkId ?? undefined)).toBe('boolean')
        }),
        { numRuns: HOSTILE_RUNS },
      )
    },
    TIMEOUT_MS,
  )

  it(
    `property: toConnectedAccount and encodeForNetwork return or throw InvalidAddressError, nothing else (${HOSTILE_RUNS} cases)`,
    () => {
      fc.assert(
        fc.property(
          hostileNetwork,
          fc.oneof(
            fc.record(
              { address: hostileText, publicKey: hostileKey, purpose: fc.anything() },
              { requiredKeys: [] },
            ),
            fc.anything(),
          ),
          (networkId, wallet) => {
            expect(['value', 'typed']).toContain(
              outcome(() => toConnectedAccount(networkId, wallet as never)),
            )
            const address = (wallet as { address?: unknown } | null)?.address
            expect(['value', 'typed']).toContain(
              outcome(() => encodeForNetwork(address as string, networkId)),
            )
          },
        ),
        { numRuns: HOSTILE_RUNS },
      )
    },
    TIMEOUT_MS,
  )

  it(
    `property: bitcoinjs-lib addresses of random keys round-trip on every network, with their keys (${VALID_RUNS} cases)`,
    () => {
      fc.assert(
        fc.property(
          privateKey,
          fc.constantFrom(...NETWORKS),
          fc.constantFrom('p2pkh', 'p2sh-p2wpkh', 'p2wpkh', 'p2tr'),
          fc.constantFrom(...NETWORKS),
          (secret, [networkId, network], type, [otherId]) => {
            const pubkey = Buffer.from(ecc.pointFromScalar(secret, true) as Uint8Array)
            const payment =
              type === 'p2pkh'
                ? payments.p2pkh({ pubkey, network })
                : type === 'p2wpkh'
                  ? payments.p2wpkh({ pubkey, network })
                  : type === 'p2tr'
                    ? payments.p2tr({ internalPubkey: toXOnly(pubkey), network })
                    : payments.p2sh({ redeem: payments.p2wpkh({ pubkey, network }), network })
            const address = payment.address as string
            const publicKey = (type === 'p2tr' ? toXOnly(pubkey) : pubkey).toString('hex')
            expect(toConnectedAccount(networkId, { address, publicKey, purpose: 'payment' })).toEqual({
              address: `${networkId}:${address}`,
              type: 'eoa',
              purpose: 'payment',
              publicKey,
            })
            expect(isBitcoinAddress(address, networkId)).toBe(true)
            // Re-encoded for another network and back: the same address.
            expect(encodeForNetwork(encodeForNetwork(address, otherId), networkId)).toBe(address)
          },
        ),
        { numRuns: VALID_RUNS },
      )
    },
    TIMEOUT_MS,
  )

  it(
    `property: an address with another random key is refused where one key decides it (${VALID_RUNS} cases)`,
    () => {
      fc.assert(
        fc.property(
          privateKey,
          privateKey,
          fc.constantFrom('p2pkh', 'p2wpkh', 'p2tr'),
          (owner, stranger, type) => {
            fc.pre(Buffer.compare(Buffer.from(owner), Buffer.from(stranger)) !== 0)
            const pubkey = Buffer.from(ecc.pointFromScalar(owner, true) as Uint8Array)
            const address = (
              type === 'p2pkh'
                ? payments.p2pkh({ pubkey })
                : type === 'p2wpkh'
                  ? payments.p2wpkh({ pubkey })
                  : payments.p2tr({ internalPubkey: toXOnly(pubkey) })
            ).address as string
            const publicKey = Buffer.from(ecc.pointFromScalar(stranger, true) as Uint8Array).toString('hex')
            expect(
              outcome(() =>
                toConnectedAccount(bitcoinMainnet.id, { address, publicKey, purpose: 'payment' }),
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
