import { describe, expect, it } from 'vitest'
import { UserRejectedError } from '../errors/catalogue'
import { safeStringify } from './safeStringify'

describe('safeStringify', () => {
  it('default: plain JSON is unchanged', () => {
    expect(safeStringify({ a: 1, b: ['x', null, true] })).toBe('{"a":1,"b":["x",null,true]}')
    expect(safeStringify('text')).toBe('"text"')
    expect(safeStringify(undefined)).toBeUndefined()
  })

  it('behavior: bigint does not throw', () => {
    expect(safeStringify({ value: 10n ** 30n })).toBe('{"value":"1000000000000000000000000000000n"}')
  })

  it('behavior: a cycle is marked, a shared (non-cyclic) reference is written twice', () => {
    const node: { name: string; self?: unknown } = { name: 'n' }
    node.self = node
    expect(safeStringify(node)).toBe('{"name":"n","self":"[Circular]"}')
    const shared = { x: 1 }
    expect(safeStringify({ a: shared, b: shared })).toBe('{"a":{"x":1},"b":{"x":1}}')
  })

  it('behavior: errors keep name, message, code, details and cause', () => {
    const error = new UserRejectedError({ details: 'code 4001', cause: new Error('denied') })
    expect(JSON.parse(safeStringify({ error }) ?? '')).toEqual({
      error: {
        name: 'UserRejectedError',
        message: 'User rejected the request',
        code: 'USER_REJECTED',
        details: 'code 4001',
        cause: { name: 'Error', message: 'denied' },
      },
    })
  })

  it('behavior: Map, Set, functions and symbols are readable', () => {
    expect(
      safeStringify({ m: new Map([['k', 1]]), s: new Set([2]), f: function named() {}, y: Symbol('s') }),
    ).toBe('{"m":[["k",1]],"s":[2],"f":"[Function named]","y":"Symbol(s)"}')
  })

  it('error: a throwing getter gives a marker instead of an exception', () => {
    const hostile = {
      get boom() {
        throw new Error('no')
      },
    }
    expect(safeStringify(hostile)).toBe('"[Unserialisable]"')
  })
})
