import { describe, expect, it } from 'vitest'
import { createEventIdGenerator } from './createEventIdGenerator'

describe('createEventIdGenerator', () => {
  it('default: uses the global crypto.randomUUID', () => {
    const ids = new Set(Array.from({ length: 50 }, createEventIdGenerator()))
    expect(ids.size).toBe(50)
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('behavior: without randomUUID (plain-http page) ids are a prefix and a counter, all distinct', () => {
    const next = createEventIdGenerator({})
    const first = next()
    const second = next()
    expect(first).toMatch(/^[0-9a-z]+-[0-9a-z]+-1$/)
    expect(second).toBe(first.replace(/-1$/, '-2'))
    expect(createEventIdGenerator(undefined)()).not.toBe(first)
  })
})
