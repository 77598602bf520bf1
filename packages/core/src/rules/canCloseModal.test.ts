import { describe, expect, it } from 'vitest'
import { canCloseModal } from './canCloseModal'

describe('canCloseModal (spec §4 close guard)', () => {
  it('blocks closing the sign and approve views while sign-in is required and no session exists', () => {
    expect(canCloseModal({ view: 'SIWXSignMessage', signInRequired: true, hasSession: false })).toBe(false)
    expect(canCloseModal({ view: 'ApproveTransaction', signInRequired: true, hasSession: false })).toBe(false)
  })

  it('allows closing once a session exists, when sign-in is optional, or on any other view', () => {
    expect(canCloseModal({ view: 'SIWXSignMessage', signInRequired: true, hasSession: true })).toBe(true)
    expect(canCloseModal({ view: 'SIWXSignMessage', signInRequired: false, hasSession: false })).toBe(true)
    expect(canCloseModal({ view: 'Account', signInRequired: true, hasSession: false })).toBe(true)
  })
})
