import { pino } from '@walletconnect/logger'

/**
 * A logger for the sign-client that does nothing. Given the level's name 'silent', the SDK still logs every message
 * at trace level when `window` exists (a browser, or a Node test that stubs it) and prints them to stdout in Node:
 * thousands of lines per test file.
 */
export function silentLogger() {
  return pino({ level: 'silent' })
}
