import { describe, expect, it } from 'vitest'
import { InvalidSignatureError, InvalidTransactionHashError } from '../errors/catalogue'
import { assertSignedMessage, assertTransactionHash, isSignedMessage, isTransactionHash } from './validators'

const hex = (length: number) => 'ab'.repeat(length).slice(0, length)

describe('isTransactionHash', () => {
  it('default: 0x and exactly 64 hex characters, either case', () => {
    expect(isTransactionHash(`0x${hex(64)}`)).toBe(true)
    expect(isTransactionHash(`0x${hex(64).toUpperCase()}`)).toBe(true)
  })

  it.each([
    ['63 hex characters', `0x${hex(63)}`],
    ['65 hex characters', `0x${hex(65)}`],
    ['no 0x prefix', hex(64)],
    ['0X prefix', `0X${hex(64)}`],
    ['a non-hex character', `0x${hex(63)}g`],
    ['a trailing newline', `0x${hex(64)}\n`],
    ['empty', ''],
  ])('behavior: rejects %s', (_case, value) => {
    expect(isTransactionHash(value)).toBe(false)
  })

  it('behavior: rejects non-strings', () => {
    expect(isTransactionHash(undefined)).toBe(false)
    expect(isTransactionHash(123)).toBe(false)
    expect(isTransactionHash({ hash: `0x${hex(64)}` })).toBe(false)
  })
})

describe('isSignedMessage', () => {
  it('default: 0x and at least 62 hex characters', () => {
    expect(isSignedMessage(`0x${hex(62)}`)).toBe(true)
    expect(isSignedMessage(`0x${hex(130)}`)).toBe(true)
    expect(isSignedMessage(`0x${hex(61)}`)).toBe(false)
    expect(isSignedMessage(hex(130))).toBe(false)
    expect(isSignedMessage(`0x${hex(129)}z`)).toBe(false)
    expect(isSignedMessage(null)).toBe(false)
  })
})

describe('assertions', () => {
  it('error: assertTransactionHash throws "Invalid transaction hash"', () => {
    try {
      assertTransactionHash('0x1234')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidTransactionHashError)
      expect((error as InvalidTransactionHashError).message).toBe('Invalid transaction hash')
      expect((error as InvalidTransactionHashError).details).toBe('0x1234')
    }
  })

  it('error: assertSignedMessage throws "Invalid signed message"', () => {
    try {
      assertSignedMessage(42)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidSignatureError)
      expect((error as InvalidSignatureError).message).toBe('Invalid signed message')
      expect((error as InvalidSignatureError).details).toBe('number')
    }
  })

  it('default: valid values pass the assertions', () => {
    expect(() => assertTransactionHash(`0x${hex(64)}`)).not.toThrow()
    expect(() => assertSignedMessage(`0x${hex(130)}`)).not.toThrow()
  })
})
