import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isLatchError } from '../errors/LatchError'
import { isCaipNetworkId } from './isCaipNetworkId'
import { normalizeChainId } from './normalizeChainId'
import { formatCaipAddress, isCaipAddress, parseCaipAddress } from './parseCaipAddress'
import { parseCaipNetworkId } from './parseCaipNetworkId'

// Property suites over core's CAIP parsers (issue 30 item 3): what a wallet, storage or a URL hands them is hostile
// until checked, so every input either parses or fails with core's typed error, never with anything else; and every
// well-formed id survives format → parse unchanged. Case counts are fixed (`numRuns`) so a run's cost is known.

/** Any UTF-16 code unit, lone surrogates included: what a wallet's JSON can carry. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code))
/** Characters that matter to a colon-separated id, plus controls, bidi overrides and spaces. */
const caipLike = fc.constantFrom(
  ':',
  ':',
  'a',
  'Z',
  '0',
  '9',
  '-',
  '_',
  '.',
  '%',
  ' ',
  '\u0000',
  '\u202E',
  'x',
)
const hostileString = fc.oneof(
  fc.string({ unit: codeUnit, maxLength: 80 }),
  fc.string({ unit: caipLike, maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: caipLike, minLength: 2_000, maxLength: 6_000 }),
)
/** Values of every type, including objects with no prototype (no toString) and bigints. */
const hostileValue = fc.oneof(
  hostileString,
  fc.anything({
    withBigInt: true,
    withBoxedValues: true,
    withMap: true,
    withSet: true,
    withTypedArray: true,
  }),
)

// The CAIP grammar (CAIP-2, CAIP-10) for well-formed ids.
const namespace = fc.stringMatching(/^[-a-z0-9]{3,8}$/)
const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)
const accountAddress = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/)

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown }
function attempt<T>(run: () => T): Outcome<T> {
  try {
    return { ok: true, value: run() }
  } catch (error) {
    return { ok: false, error }
  }
}

describe('parseCaipAddress / isCaipAddress / formatCaipAddress (issue 30 property suite)', () => {
  it('behavior: any string parses into three non-empty parts that rebuild it, or is InvalidCaipAddressError (1,000 cases)', () => {
    fc.assert(
      fc.property(hostileString, (value) => {
        const outcome = attempt(() => parseCaipAddress(value))
        expect(isCaipAddress(value)).toBe(outcome.ok)
        if (outcome.ok) {
          const { namespace, reference, address, networkId } = outcome.value
          expect(
            [namespace, reference, address].every((part) => part.length > 0 && !part.includes(':')),
          ).toBe(true)
          expect(`${networkId}:${address}`).toBe(value)
        } else {
          expect(outcome.error).toMatchObject({
            name: 'InvalidCaipAddressError',
            message: 'Invalid CAIP-10 address',
          })
        }
      }),
      { numRuns: 1_000 },
    )
  })

  it('behavior: any value at all is parsed or refused with a Latch error, never another throw (1,000 cases)', () => {
    fc.assert(
      fc.property(fc.oneof(hostileValue, fc.constant(Object.create(null))), (value) => {
        const outcome = attempt(() => parseCaipAddress(value as string))
        if (!outcome.ok) expect(isLatchError(outcome.error)).toBe(true)
        expect(typeof isCaipAddress(value)).toBe('boolean')
      }),
      { numRuns: 1_000 },
    )
  })

  it('behavior: well-formed CAIP-10 ids round-trip: format → parse gives the same parts (1,000 cases)', () => {
    fc.assert(
      fc.property(namespace, reference, accountAddress, (ns, ref, address) => {
        const caip = formatCaipAddress(`${ns}:${ref}`, address)
        expect(caip).toBe(`${ns}:${ref}:${address}`)
        expect(parseCaipAddress(caip)).toEqual({
          namespace: ns,
          reference: ref,
          address,
          networkId: `${ns}:${ref}`,
        })
        expect(isCaipAddress(caip)).toBe(true)
      }),
      { numRuns: 1_000 },
    )
  })
})

describe('parseCaipNetworkId / isCaipNetworkId (issue 30 property suite)', () => {
  it('behavior: any string parses into two non-empty parts that rebuild it, or is InvalidCaipNetworkIdError (1,000 cases)', () => {
    fc.assert(
      fc.property(hostileString, (value) => {
        const outcome = attempt(() => parseCaipNetworkId(value))
        expect(isCaipNetworkId(value)).toBe(outcome.ok)
        if (outcome.ok) {
          expect(`${outcome.value.namespace}:${outcome.value.reference}`).toBe(value)
          expect(outcome.value.namespace.length > 0 && outcome.value.reference.length > 0).toBe(true)
        } else {
          expect(outcome.error).toMatchObject({
            name: 'InvalidCaipNetworkIdError',
            message: 'Invalid CAIP-2 network id',
          })
        }
      }),
      { numRuns: 1_000 },
    )
  })

  it('behavior: any value at all is parsed or refused with a Latch error, never another throw (1,000 cases)', () => {
    fc.assert(
      fc.property(fc.oneof(hostileValue, fc.constant(Object.create(null))), (value) => {
        const outcome = attempt(() => parseCaipNetworkId(value as string))
        if (!outcome.ok) expect(isLatchError(outcome.error)).toBe(true)
        expect(typeof isCaipNetworkId(value)).toBe('boolean')
      }),
      { numRuns: 1_000 },
    )
  })

  it('behavior: isCaipNetworkId never throws and answers false for every non-string (1,000 cases)', () => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        const answer = isCaipNetworkId(value)
        if (typeof value !== 'string') expect(answer).toBe(false)
        else expect(answer).toBe(attempt(() => parseCaipNetworkId(value)).ok)
      }),
      { numRuns: 1_000 },
    )
  })

  it('behavior: well-formed CAIP-2 ids round-trip through parse (1,000 cases)', () => {
    fc.assert(
      fc.property(namespace, reference, (ns, ref) => {
        expect(parseCaipNetworkId(`${ns}:${ref}`)).toEqual({ namespace: ns, reference: ref })
        expect(isCaipNetworkId(`${ns}:${ref}`)).toBe(true)
      }),
      { numRuns: 1_000 },
    )
  })
})

describe('normalizeChainId (RELIABILITY #9, issue 30 property suite)', () => {
  it('behavior: any value, in any namespace, becomes a CAIP-2 id or undefined, never a throw (3,000 cases)', () => {
    fc.assert(
      fc.property(hostileValue, fc.option(namespace, { nil: undefined }), (value, ns) => {
        const outcome = attempt(() => normalizeChainId(value, ns))
        expect(outcome.ok).toBe(true)
        if (outcome.ok && outcome.value !== undefined) expect(isCaipNetworkId(outcome.value)).toBe(true)
      }),
      { numRuns: 3_000 },
    )
  })

  it('behavior: an EVM chain id as bigint, number, hex (either case, any padding), decimal with leading zeros, spaced or CAIP-2 is the same eip155 id (1,000 cases)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.nat(6),
        fc.constantFrom('', ' ', '\t', '\n '),
        (chainId, zeros, space) => {
          const expected = `eip155:${chainId}`
          const hex = chainId.toString(16)
          const forms: unknown[] = [
            chainId,
            `0x${'0'.repeat(zeros)}${hex}`,
            `0X${'0'.repeat(zeros)}${hex.toUpperCase()}`,
            `${'0'.repeat(zeros)}${chainId}`,
            `${space}${chainId}${space}`,
            expected,
          ]
          if (chainId <= BigInt(Number.MAX_SAFE_INTEGER)) forms.push(Number(chainId))
          for (const form of forms) expect(normalizeChainId(form)).toBe(expected)
        },
      ),
      { numRuns: 1_000 },
    )
  })

  it('behavior: a reference of another namespace is taken as is (trimmed), a CAIP-2 id kept (1,000 cases)', () => {
    fc.assert(
      fc.property(
        namespace.filter((ns) => ns !== 'eip155'),
        reference,
        (ns, ref) => {
          expect(normalizeChainId(ref, ns)).toBe(`${ns}:${ref}`)
          expect(normalizeChainId(` ${ref} `, ns)).toBe(`${ns}:${ref}`)
          expect(normalizeChainId(`${ns}:${ref}`, ns)).toBe(`${ns}:${ref}`)
        },
      ),
      { numRuns: 1_000 },
    )
  })
})
