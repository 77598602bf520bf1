import { InvalidAddressError } from '@latch/core'
import { Keyring } from '@polkadot/keyring'
import { cryptoWaitReady, encodeAddress } from '@polkadot/util-crypto'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { kusama, polkadot, westend } from '../networks/polkadotNetworks'
import { decodeSs58, isPolkadotAddress } from './isPolkadotAddress'
import { toConnectedAccounts } from './toConnectedAccounts'

// Generated cases per property are the numRuns below: 2,150 in all (under a second of test time).
const HOSTILE_RUNS = 1000
const VALID_RUNS = 150
const TIMEOUT_MS = 30_000

const NETWORKS = [polkadot, kusama, westend]
const target = (network: typeof polkadot) => ({
  networkId: network.id,
  ss58Prefix: network.ss58Prefix,
  genesisHash: network.genesisHash,
})
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
// Every SS58 prefix but 46 and 47, which the registry reserves (@polkadot/util-crypto refuses to encode them).
const prefix = fc
  .oneof(fc.integer({ min: 0, max: 63 }), fc.integer({ min: 64, max: 16383 }))
  .filter((value) => value !== 46 && value !== 47)

/** Near-addresses and junk: base58 of address length, SS58 of wrong-length ids, hex of any length, unicode, long. */
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ minLength: 1000, maxLength: 5000 }),
  fc.string({ unit: fc.constantFrom(...BASE58), minLength: 40, maxLength: 52 }),
  fc
    .tuple(fc.uint8Array({ minLength: 1, maxLength: 40 }), prefix)
    .filter(([bytes]) => [1, 2, 4, 8, 32, 33].includes(bytes.length))
    .map(([bytes, ss58]) => encodeAddress(bytes, ss58)),
  fc.uint8Array({ maxLength: 40 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`),
)
const hostileAccount = fc.oneof(
  fc.record(
    {
      address: hostileText,
      type: fc.oneof(fc.constantFrom('sr25519', 'ethereum'), fc.anything()),
      genesisHash: fc.anything(),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
)

function outcome(run: () => unknown): 'value' | 'typed' | unknown {
  try {
    run()
    return 'value'
  } catch (error) {
    return error instanceof InvalidAddressError ? 'typed' : error
  }
}

beforeAll(() => cryptoWaitReady())

describe('polkadot account boundary: fast-check properties (RELIABILITY #7)', () => {
  it(
    `property: isPolkadotAddress and decodeSs58 answer for anything, never throw (${HOSTILE_RUNS} cases)`,
    () => {
      fc.assert(
        fc.property(fc.oneof(hostileText, fc.anything()), fc.option(prefix), (value, ss58) => {
          expect(typeof isPolkadotAddress(value as string, ss58 ?? undefined)).toBe('boolean')
          const decoded = decodeSs58(value as string)
          if (decoded) expect([32, 33]).toContain(decoded.accountId.length)
        }),
        { numRuns: HOSTILE_RUNS },
      )
    },
    TIMEOUT_MS,
  )

  it(
    `property: toConnectedAccounts returns accounts or throws InvalidAddressError, nothing else (${HOSTILE_RUNS} cases)`,
    () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.array(hostileAccount, { maxLength: 5 }), fc.anything()),
          fc.constantFrom(...NETWORKS),
          (reported, network) => {
            let accounts: ReturnType<typeof toConnectedAccounts> = []
            const seen = outcome(() => {
              accounts = toConnectedAccounts(reported as never, target(network))
            })
            expect(['value', 'typed']).toContain(seen)
            for (const account of accounts) {
              const address = account.address.slice(network.id.length + 1)
              expect(account.address.startsWith(`${network.id}:`)).toBe(true)
              expect(isPolkadotAddress(address, network.ss58Prefix)).toBe(true)
            }
          },
        ),
        { numRuns: HOSTILE_RUNS },
      )
    },
    TIMEOUT_MS,
  )

  it(
    `property: @polkadot/keyring accounts of random seeds, SS58 with any prefix or raw hex, round-trip (${VALID_RUNS} cases)`,
    () => {
      fc.assert(
        fc.property(
          fc.uint8Array({ minLength: 32, maxLength: 32 }),
          fc.constantFrom('sr25519', 'ed25519', 'ecdsa'),
          fc.option(prefix, { nil: undefined }),
          fc.constantFrom(...NETWORKS),
          (seed, type, ss58, network) => {
            const pair = new Keyring({ type }).addFromSeed(seed)
            const address =
              ss58 === undefined
                ? `0x${Buffer.from(pair.addressRaw).toString('hex')}`
                : encodeAddress(pair.addressRaw, ss58)
            const [account] = toConnectedAccounts([{ address, type }], target(network))
            expect(account).toEqual({
              address: `${network.id}:${encodeAddress(pair.addressRaw, network.ss58Prefix)}`,
              type: 'eoa',
              publicKey: `0x${Buffer.from(pair.addressRaw).toString('hex')}`,
              purpose: type,
            })
            // The normalised account is a fixed point on its own network.
            const plain = account?.address.slice(network.id.length + 1) as string
            expect(toConnectedAccounts([{ address: plain, type }], target(network))).toEqual([account])
          },
        ),
        { numRuns: VALID_RUNS },
      )
    },
    TIMEOUT_MS,
  )
})
