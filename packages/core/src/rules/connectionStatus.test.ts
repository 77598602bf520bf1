import { describe, expect, it } from 'vitest'
import { initialConnectionStatus, statusAfterSync } from './connectionStatus'

describe('connection status (spec §4)', () => {
  it('starts disconnected when reconnect is disabled, whatever was stored', () => {
    expect(initialConnectionStatus({ reconnectEnabled: false, storedStatus: 'connected' })).toBe(
      'disconnected',
    )
  })

  it('a stored connected status starts as connecting', () => {
    expect(initialConnectionStatus({ reconnectEnabled: true, storedStatus: 'connected' })).toBe('connecting')
  })

  it('anything else starts disconnected', () => {
    expect(initialConnectionStatus({ reconnectEnabled: true, storedStatus: undefined })).toBe('disconnected')
    expect(initialConnectionStatus({ reconnectEnabled: true, storedStatus: 'connecting' })).toBe(
      'disconnected',
    )
  })

  it('sync ends connected when restored, disconnected when it failed', () => {
    expect(statusAfterSync(true)).toBe('connected')
    expect(statusAfterSync(false)).toBe('disconnected')
  })
})
