import { describe, expect, it } from 'vitest'
import { canAuthenticateInPairing } from './canAuthenticateInPairing'

describe('canAuthenticateInPairing (spec §5)', () => {
  it('only with sign-in configured and every chain in one eip155 namespace', () => {
    expect(canAuthenticateInPairing({ signInConfigured: true, namespaces: ['eip155'] })).toBe(true)
    expect(canAuthenticateInPairing({ signInConfigured: true, namespaces: ['eip155', 'solana'] })).toBe(false)
    expect(canAuthenticateInPairing({ signInConfigured: true, namespaces: ['solana'] })).toBe(false)
    expect(canAuthenticateInPairing({ signInConfigured: true, namespaces: [] })).toBe(false)
    expect(canAuthenticateInPairing({ signInConfigured: false, namespaces: ['eip155'] })).toBe(false)
  })
})
