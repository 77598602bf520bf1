import type { ConnectionStatus } from '../state/types'

/**
 * The status a namespace starts in (spec §4): with reconnect disabled, disconnected; a stored `connected`
 * status starts as connecting until the adapter confirms; anything else is disconnected.
 */
export function initialConnectionStatus(input: {
  reconnectEnabled: boolean
  storedStatus: ConnectionStatus | undefined
}): ConnectionStatus {
  if (!input.reconnectEnabled) return 'disconnected'
  return input.storedStatus === 'connected' ? 'connecting' : 'disconnected'
}

/** The status after syncing an existing connection: connected when it was restored, else disconnected (spec §4). */
export function statusAfterSync(restored: boolean): ConnectionStatus {
  return restored ? 'connected' : 'disconnected'
}
