import { describe, expect, it } from 'vitest'
import type { Connector } from '../adapter/types'
import { sameConnectors } from './sameConnectors'

const alpha: Connector = {
  id: 'alpha',
  name: 'Alpha',
  namespace: 'eip155',
  type: 'announced',
  installed: true,
}

describe('sameConnectors', () => {
  it('default: equal values in the same order are the same list, new objects or not', () => {
    expect(sameConnectors([alpha], [{ ...alpha }])).toBe(true)
    expect(sameConnectors([], [])).toBe(true)
  })

  it('behavior: a changed name, icon, order, length or extra field is another list', () => {
    const beta = { ...alpha, id: 'beta' }
    expect(sameConnectors([alpha], [{ ...alpha, name: 'Alpha 2' }])).toBe(false)
    expect(sameConnectors([alpha], [{ ...alpha, imageUrl: 'https://alpha.example/icon.png' }])).toBe(false)
    expect(sameConnectors([alpha, beta], [beta, alpha])).toBe(false)
    expect(sameConnectors([alpha], [alpha, beta])).toBe(false)
    expect(sameConnectors([alpha, beta], [alpha])).toBe(false)
  })
})
