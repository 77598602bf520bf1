import { InvalidAddressError, parseCaipAddress } from '@latch/core'
import { getAddressFromPublicKey, privateKeyToPublic } from '@stacks/transactions'
import { c32address, c32addressDecode } from 'c32check'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isStacksAddress } from './isStacksAddress'
import { toConnectedAccounts } from './toConnectedAccounts'

// Property suites over the c32 address check and the account normaliser (issue 30 item 3, RELIABILITY #7): whatever
// a wallet hands over becomes the connection's accounts or is core's InvalidAddressError, never another throw; the
// wallet-side check agrees with c32check; and keys made by @stacks/transactions round-trip to the same CAIP-10 account
// on either network. Case counts are fixed (`numRuns`).

const MAINNET = 'stacks:1'
const TESTNET = 'stacks:2147483648'
const C32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const VERSIONS = [20, 21, 22, 26]

const hash160 = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => Buffer.from(bytes).toString('hex'))
const anyVersionAddress = fc.tuple(fc.nat(31), hash160).map(([version, hash]) => c32address(version, hash))
const knownVersionAddress = fc
  .tuple(fc.constantFrom(...VERSIONS), hash160)
  .map(([v, hash]) => c32address(v, hash))
/** A valid address with one character of its body swapped for another c32 character. */
const oneCharOff = fc
  .tuple(knownVersionAddress, fc.nat(), fc.constantFrom(...C32))
  .map(([address, at, char]) => {
    const index = 2 + (at % (address.length - 2))
    return `${address.slice(0, index)}${char}${address.slice(index + 1)}`
  })
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code))
const hostileString = fc.oneof(
  fc.string({ unit: codeUnit, maxLength: 60 }),
  fc.string({ unit: fc.constantFrom(...`${C32}SILOabc.-`), minLength: 20, maxLength: 45 }),
  anyVersionAddress,
  knownVersionAddress.map((address) => address.toLowerCase()),
  knownVersionAddress.map((address) => `${address}.contract`),
  oneCharOff,
  fc.string({ unit: fc.constantFrom(...C32), minLength: 1_000, maxLength: 3_000 }).map((body) => `SP${body}`),
)
const hostileEntry = fc.oneof(
  fc.anything({ withNullPrototype: true, withBigInt: true }),
  fc.record(
    {
      address: fc.oneof(hostileString, fc.anything({ withNullPrototype: true })),
      publicKey: fc.oneof(
        fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), maxLength: 140 }),
        fc.anything({ withNullPrototype: true }),
      ),
      purpose: fc.oneof(
        fc.constantFrom('stacks', 'payment', 'ordinals', 'ordinal', 'starknet'),
        fc.anything(),
      ),
      symbol: fc.oneof(fc.constantFrom('STX', 'BTC'), fc.anything()),
      type: fc.oneof(fc.constantFrom('p2wpkh', 'p2tr'), fc.anything()),
    },
    { requiredKeys: [] },
  ),
)
/** A secp256k1 secret as @stacks/transactions writes it: 32 bytes hex, `01` for a compressed key. */
const privateKey = fc
  .tuple(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.boolean())
  .filter(([bytes]) => bytes.some((byte) => byte !== 0) && bytes.some((byte) => byte !== 0xff))
  .map(([bytes, compressed]) => `${Buffer.from(bytes).toString('hex')}${compressed ? '01' : ''}`)

/** Runs the normaliser; anything it throws must be core's InvalidAddressError. */
function normalise(reported: unknown, networkId: string) {
  try {
    return toConnectedAccounts(reported, networkId as `${string}:${string}`)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidAddressError)
    expect((error as Error).message).toBe('The address is not valid for this network')
    return undefined
  }
}

describe('isStacksAddress (issue 30 property suite)', () => {
  it('behavior: any value gives a boolean, never a throw; it agrees with c32check on upper-case standard addresses (2,000 cases)', () => {
    fc.assert(
      fc.property(fc.oneof(hostileString, fc.anything({ withNullPrototype: true })), (value) => {
        const answer = isStacksAddress(value as string)
        expect(typeof answer).toBe('boolean')
        let expected = false
        if (typeof value === 'string' && /^S[0-9A-HJKMNP-TV-Z]+$/.test(value)) {
          try {
            const [version, hash] = c32addressDecode(value)
            expected = VERSIONS.includes(version) && hash.length === 40
          } catch {
            expected = false
          }
        }
        expect(answer).toBe(expected)
      }),
      { numRuns: 2_000 },
    )
  })

  it('behavior: with a network, only its versions pass: SP / SM on mainnet, ST / SN on testnet (1,000 cases)', () => {
    fc.assert(
      fc.property(knownVersionAddress, (address) => {
        const [version] = c32addressDecode(address)
        expect(isStacksAddress(address, MAINNET)).toBe(version === 22 || version === 20)
        expect(isStacksAddress(address, TESTNET)).toBe(version === 26 || version === 21)
      }),
      { numRuns: 1_000 },
    )
  })
})

describe('toConnectedAccounts (RELIABILITY #7, issue 30 property suite)', () => {
  it('behavior: any answer to getAddresses becomes accounts with a Stacks account first, or InvalidAddressError (2,000 cases)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.array(hostileEntry, { maxLength: 4 }), fc.anything({ withNullPrototype: true })),
        fc.constantFrom(MAINNET, TESTNET),
        (reported, networkId) => {
          const accounts = normalise(reported, networkId)
          if (!accounts) return
          const main = parseCaipAddress(accounts[0]?.address ?? '')
          expect(main.networkId).toBe(networkId)
          expect(isStacksAddress(main.address, networkId)).toBe(true)
        },
      ),
      { numRuns: 2_000 },
    )
  })

  it('behavior: a @stacks/transactions key, either address and either shape, round-trips to its account on each network (300 cases)', () => {
    fc.assert(
      fc.property(privateKey, fc.boolean(), fc.boolean(), (secret, reportTestnet, leather) => {
        const publicKey = privateKeyToPublic(secret) as string
        const address = getAddressFromPublicKey(publicKey, reportTestnet ? 'testnet' : 'mainnet')
        const entry = leather
          ? { symbol: 'STX', address, publicKey }
          : { purpose: 'stacks', address, publicKey }
        for (const [networkId, network] of [
          [MAINNET, 'mainnet'],
          [TESTNET, 'testnet'],
        ] as const) {
          const expected = `${networkId}:${getAddressFromPublicKey(publicKey, network)}`
          const [account] = toConnectedAccounts([entry], networkId)
          expect(account).toEqual({ address: expected, type: 'eoa', purpose: 'stacks', publicKey })
          const again = toConnectedAccounts(
            [{ address: parseCaipAddress(expected).address, publicKey }],
            networkId,
          )
          expect(again).toEqual([account])
        }
      }),
      { numRuns: 300 },
    )
  })

  it('behavior: an address one character off, or of an unknown version, is refused (1,000 cases)', () => {
    fc.assert(
      fc.property(fc.oneof(oneCharOff, anyVersionAddress), (address) => {
        fc.pre(!isStacksAddress(address))
        expect(normalise([{ address, purpose: 'stacks' }], MAINNET)).toBeUndefined()
      }),
      { numRuns: 1_000 },
    )
  })
})
