import {
  encodeSecp256k1Pubkey,
  pubkeyToAddress,
  rawEthSecp256k1PubkeyToRawAddress,
  Secp256k1Wallet,
} from '@cosmjs/amino'
import { Secp256k1 } from '@cosmjs/crypto'
import { fromBech32, toBech32 } from '@cosmjs/encoding'
import { InvalidAddressError, parseCaipAddress } from '@latch/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeCosmosAddress, isCosmosAddress } from './decodeCosmosAddress'
import { toConnectedAccount } from './toConnectedAccount'

// Property suites over the bech32 address check and the account normaliser (issue 30 item 3, RELIABILITY #7):
// whatever a wallet hands over becomes a CAIP-10 account or is core's InvalidAddressError, never another throw or
// rejection; and keys made by cosmjs, secp256k1 and Ethermint, round-trip to the same CAIP-10 account under any
// network prefix. Case counts are fixed (`numRuns`).

const LIMIT = 1023
const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const prefix = fc.stringMatching(/^[a-z]{1,12}$/).filter((p) => !/(valoper|valcons)$/.test(p))
const accountBytes = fc.oneof(
  fc.uint8Array({ minLength: 20, maxLength: 20 }),
  fc.uint8Array({ minLength: 32, maxLength: 32 }),
)
const validAddress = fc.tuple(prefix, accountBytes).map(([p, data]) => toBech32(p, data, LIMIT))
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code))
/** A valid address with one character swapped for another of the bech32 alphabet: a checksum that fails. */
const oneCharOff = fc
  .tuple(validAddress, fc.nat(), fc.constantFrom(...CHARSET))
  .map(([address, at, char]) => {
    const index = address.lastIndexOf('1') + 1 + (at % (address.length - address.lastIndexOf('1') - 1))
    return `${address.slice(0, index)}${char}${address.slice(index + 1)}`
  })
const hostileString = fc.oneof(
  fc.string({ unit: codeUnit, maxLength: 80 }),
  fc.string({ unit: fc.constantFrom(...`${CHARSET}1bioBIO: `), maxLength: 70 }),
  validAddress,
  validAddress.map((address) => address.toUpperCase()),
  validAddress.map((address) => address.replace(/[a-z]/, (c) => c.toUpperCase())),
  oneCharOff,
  fc.tuple(prefix, fc.uint8Array({ maxLength: 64 })).map(([p, data]) => toBech32(p, data, LIMIT)),
  fc
    .string({ unit: fc.constantFrom(...CHARSET), minLength: 1_000, maxLength: 3_000 })
    .map((s) => `cosmos1${s}`),
)
const hostileBytes = fc.oneof(
  fc.anything({ withTypedArray: true, withNullPrototype: true }),
  fc.uint8Array({ maxLength: 70 }),
  fc.array(fc.integer({ min: -1, max: 256 }), { maxLength: 70 }),
  fc.base64String({ maxLength: 100 }),
)
const hostileKey = fc.oneof(
  fc.anything({ withNullPrototype: true, withBigInt: true }),
  fc.record(
    {
      bech32Address: hostileString,
      address: hostileBytes,
      pubKey: hostileBytes,
      algo: fc.oneof(
        fc.constantFrom('secp256k1', 'ethsecp256k1', 'eth_secp256k1', 'ed25519', 'sr25519'),
        fc.anything(),
      ),
    },
    { requiredKeys: ['bech32Address'] },
  ),
)
const privateKey = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .filter((bytes) => bytes.some((byte) => byte !== 0))

/** Runs the normaliser; a rejection must be core's InvalidAddressError. */
async function normalise(networkPrefix: string, key: unknown) {
  try {
    return await toConnectedAccount(`cosmos:chain-${networkPrefix}`, networkPrefix, key)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidAddressError)
    expect((error as Error).message).toBe('The address is not valid for this network')
    return undefined
  }
}

describe('decodeCosmosAddress / isCosmosAddress (issue 30 property suite)', () => {
  it('behavior: any string gives an answer, never a throw, and agrees with cosmjs fromBech32 on lower-case 20- and 32-byte accounts (2,000 cases)', () => {
    fc.assert(
      fc.property(hostileString, (text) => {
        const decoded = decodeCosmosAddress(text)
        let cosmjs: { prefix: string; data: Uint8Array } | undefined
        try {
          cosmjs = fromBech32(text, LIMIT)
        } catch {
          cosmjs = undefined
        }
        const expected =
          cosmjs && text === text.toLowerCase() && (cosmjs.data.length === 20 || cosmjs.data.length === 32)
            ? cosmjs
            : undefined
        expect(decoded).toEqual(expected)
        expect(isCosmosAddress(text)).toBe(expected !== undefined)
      }),
      { numRuns: 2_000 },
    )
  })

  it('behavior: with a prefix, only that prefix passes; any other value is false (1,000 cases)', () => {
    fc.assert(
      fc.property(validAddress, prefix, fc.anything(), (address, other, junk) => {
        const own = address.slice(0, address.lastIndexOf('1'))
        expect(isCosmosAddress(address, own)).toBe(true)
        expect(isCosmosAddress(address, other)).toBe(other === own)
        if (typeof junk !== 'string') expect(isCosmosAddress(junk as string)).toBe(false)
      }),
      { numRuns: 1_000 },
    )
  })
})

describe('toConnectedAccount (RELIABILITY #7, issue 30 property suite)', () => {
  it('behavior: any key shape resolves to a CAIP-10 account under the network prefix, or rejects with InvalidAddressError (2,000 cases)', async () => {
    await fc.assert(
      fc.asyncProperty(prefix, hostileKey, async (networkPrefix, key) => {
        const connected = await normalise(networkPrefix, key)
        if (connected)
          expect(isCosmosAddress(parseCaipAddress(connected.address).address, networkPrefix)).toBe(true)
      }),
      { numRuns: 2_000 },
    )
  })

  it('behavior: a cosmjs Secp256k1Wallet key under any prefix round-trips to its account under the network prefix (300 cases)', async () => {
    await fc.assert(
      fc.asyncProperty(privateKey, prefix, prefix, async (secret, walletPrefix, networkPrefix) => {
        const [account] = await (await Secp256k1Wallet.fromKey(secret, walletPrefix)).getAccounts()
        if (!account) throw new Error('no account')
        const key = {
          algo: account.algo,
          pubKey: account.pubkey,
          address: fromBech32(account.address, LIMIT).data,
          bech32Address: account.address,
        }
        const connected = await toConnectedAccount(`cosmos:chain-${networkPrefix}`, networkPrefix, key)
        const expected = pubkeyToAddress(encodeSecp256k1Pubkey(account.pubkey), networkPrefix)
        expect(connected.address).toBe(`cosmos:chain-${networkPrefix}:${expected}`)
        const again = await toConnectedAccount(`cosmos:chain-${networkPrefix}`, networkPrefix, {
          bech32Address: parseCaipAddress(connected.address).address,
          algo: account.algo,
          pubKey: account.pubkey,
        })
        expect(again).toEqual(connected)
      }),
      { numRuns: 300 },
    )
  })

  it('behavior: an Ethermint key (compressed, as Keplr gives it) round-trips to its keccak account (300 cases)', async () => {
    await fc.assert(
      fc.asyncProperty(
        privateKey,
        fc.constantFrom('inj', 'evmos', 'cro', 'dym'),
        async (secret, networkPrefix) => {
          const { pubkey } = await Secp256k1.makeKeypair(secret)
          const compressed = Secp256k1.compressPubkey(pubkey)
          const bech32Address = toBech32(networkPrefix, rawEthSecp256k1PubkeyToRawAddress(compressed), LIMIT)
          const key = { algo: 'ethsecp256k1', pubKey: compressed, bech32Address }
          const connected = await toConnectedAccount(`cosmos:chain-${networkPrefix}`, networkPrefix, key)
          expect(connected.address).toBe(`cosmos:chain-${networkPrefix}:${bech32Address}`)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('behavior: a checksum off by one character, or data of any other length, is refused (1,000 cases)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          oneCharOff,
          fc
            .tuple(
              prefix,
              fc.uint8Array({ maxLength: 64 }).filter((d) => d.length !== 20 && d.length !== 32),
            )
            .map(([p, data]) => toBech32(p, data, LIMIT)),
        ),
        async (address) => {
          fc.pre(decodeCosmosAddress(address) === undefined)
          expect(await normalise('cosmos', { bech32Address: address })).toBeUndefined()
        },
      ),
      { numRuns: 1_000 },
    )
  })
})
