import type { AdapterContext, Logger } from '@latch/core'
import { inject } from 'vitest'
import { westend } from '../src/networks/polkadotNetworks'

/** The Substrate JSON-RPC server (playing Westend) started by the global setup. */
export const rpcUrl = (): string => inject('polkadotRpcUrl')

/** The same server's WebSocket endpoint (public nodes serve wss://). */
export const wsUrl = (): string => inject('polkadotWsUrl')

/** A logger that keeps what it was told. */
export function recordingLogger(): Logger & { entries: { level: string; message: string }[] } {
  const entries: { level: string; message: string }[] = []
  const log = (level: string) => (message: string) => {
    entries.push({ level, message })
  }
  return { entries, debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }
}

/** What core hands the adapter: Westend, read through the local server (a host `customRpcUrls` override). */
export function adapterContext(): AdapterContext {
  return { networks: [westend], customRpcUrls: { [westend.id]: [rpcUrl()] }, logger: recordingLogger() }
}
