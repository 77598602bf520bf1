import { describe, expect, it } from 'vitest'
import { signsInThroughEmbeddedWallet } from './signsInThroughEmbeddedWallet'

describe('signsInThroughEmbeddedWallet (spec §5)', () => {
  it('only the embedded wallet, only eip155, only with e-mail capture off', () => {
    expect(signsInThroughEmbeddedWallet({ namespace: 'eip155', embedded: true, emailCapture: false })).toBe(
      true,
    )
    expect(signsInThroughEmbeddedWallet({ namespace: 'eip155', embedded: true, emailCapture: true })).toBe(
      false,
    )
    expect(signsInThroughEmbeddedWallet({ namespace: 'solana', embedded: true, emailCapture: false })).toBe(
      false,
    )
    expect(signsInThroughEmbeddedWallet({ namespace: 'eip155', embedded: false, emailCapture: false })).toBe(
      false,
    )
  })
})
