import { pino } from '@walletconnect/logger'
import type { WalletConnectOptions } from '../options'

/**
 * The logger the WalletConnect SDK gets. Given a level's name, the SDK logs every message at trace level anyway (in a
 * browser into an in-memory buffer for its "download logs" helper, in Node to stdout when a test defines `window`)
 * and filters later, so each relay message is serialised for nothing. A silent pino instance does no work at all;
 * any other level keeps the SDK's own logger.
 */
export function sdkLogger(level: WalletConnectOptions['logLevel']) {
  return level === undefined || level === 'silent' ? pino({ level: 'silent' }) : level
}
