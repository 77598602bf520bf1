import { InvalidAddressError, parseCaipAddress } from '@latch/core'
import { getAddress as ethersGetAddress } from 'ethers'
import fc from 'fast-check'
import { bytesToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { readAddresses } from '../provider/readAddresses'
import { isEvmAddress } from './isEvmAddress'

// Property suites over the EIP-55 address check and the account normaliser (issue 30 item 3, RELIABILITY #7):
// whatever a wallet answers for its accounts becomes checksummed addresses or core's InvalidAddressError, never
// another throw; the check agrees with ethers' `getAddress` on every 0x-string; and accounts of random keys made by
// viem round-trip, in any case, to the same CAIP-10 account. Case counts are fixed (`numRuns`).

const HEX = '0123456789abcdefABCDEF'
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code))
const address20 = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => bytesToHex(bytes))
/** Each character's case chosen at random: mostly a broken checksum, sometimes the right one. */
const randomCase = fc
  .tuple(address20, fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }))
  .map(
    ([address, upper]) =>
      `0x${[...address.slice(2)].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')}`,
  )
const hostileString = fc.oneof(
  fc.string({ unit: codeUnit, maxLength: 60 }),
  fc.string({ unit: fc.constantFrom(...`${HEX}xX `), minLength: 38, maxLength: 46 }),
  fc.string({ unit: fc.constantFrom(...HEX), minLength: 36, maxLength: 44 }).map((hex) => `0x${hex}`),
  address20,
  address20.map((address) => `0x${address.slice(2).toUpperCase()}`),
  randomCase,
  fc.string({ unit: fc.constantFrom(...HEX), minLength: 1_000, maxLength: 3_000 }).map((hex) => `0x${hex}`),
)
/** A secp256k1 secret viem accepts (non-zero, below the curve order). */
const privateKey = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .filter((bytes) => bytes.some((byte) => byte !== 0) && bytes[0] !== 0xff)
  .map((bytes) => bytesToHex(bytes))

const ethersAccepts = (address: string) => {
  try {
    return ethersGetAddress(address)
  } catch {
    return undefined
  }
}

describe('isEvmAddress (issue 30 property suite)', () => {
  it('behavior: any value gives a boolean, never a throw; on 0x-strings it agrees with ethers getAddress (3,000 cases)', () => {
    fc.assert(
      fc.property(
        fc.oneof(hostileString, fc.anything({ withNullPrototype: true, withBigInt: true })),
        (value) => {
          const answer = isEvmAddress(value)
          expect(typeof answer).toBe('boolean')
          if (typeof value === 'string' && value.startsWith('0x'))
            expect(answer).toBe(ethersAccepts(value) !== undefined)
          else expect(answer).toBe(false)
        },
      ),
      { numRuns: 3_000 },
    )
  })
})

describe('readAddresses, the account normaliser (RELIABILITY #7, issue 30 property suite)', () => {
  it('behavior: any accounts answer is checksummed addresses or InvalidAddressError, never another throw (2,000 cases)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(fc.oneof(hostileString, fc.anything({ withNullPrototype: true })), { maxLength: 4 }),
          fc.anything({ withNullPrototype: true, withBigInt: true }),
        ),
        (answer) => {
          try {
            const addresses = readAddresses(answer)
            for (const [index, address] of addresses.entries()) {
              expect(address).toBe(ethersAccepts(String((answer as unknown[])[index])))
            }
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidAddressError)
            expect((error as Error).message).toBe('The address is not valid for this network')
          }
        },
      ),
      { numRuns: 2_000 },
    )
  })

  it('behavior: a viem account written checksummed, in lower or in upper case round-trips to the same CAIP-10 account (500 cases)', () => {
    fc.assert(
      fc.property(privateKey, fc.integer({ min: 1, max: 2 ** 31 }), (secret, chainId) => {
        const { address } = privateKeyToAccount(secret)
        const forms = [address, address.toLowerCase(), `0x${address.slice(2).toUpperCase()}`]
        const normalised = readAddresses(forms)
        expect(normalised).toEqual([address, address, address])
        const caip = `eip155:${chainId}:${normalised[0]}`
        expect(readAddresses([parseCaipAddress(caip).address])).toEqual([address])
      }),
      { numRuns: 500 },
    )
  })
})
