import type { AdapterEvent, ChainAdapter, Connection } from '../adapter/types'
import type { AdapterConformanceOptions, ConformanceSetup } from './types'

/** A logger that keeps what the adapter told it. */
function recordingLogger() {
  const entries: { level: string; message: string; data?: unknown }[] = []
  const log = (level: string) => (message: string, data?: unknown) => {
    entries.push({ level, message, data })
  }
  return { entries, debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') }
}

/** An adapter set up as `createLatch` does, with every event it emits and every warning it logs recorded. */
export interface Harness extends ConformanceSetup {
  events: AdapterEvent[]
  warnings: { level: string; message: string; data?: unknown }[]
}

/** Sets the adapter up with the context (its logger recording) and listens to it. */
export function harness(setup: ConformanceSetup): Harness {
  const logger = recordingLogger()
  const context = { ...setup.context, logger }
  setup.adapter.setup(context)
  const events: AdapterEvent[] = []
  setup.adapter.subscribe((event) => events.push(event))
  return { ...setup, context, events, warnings: logger.entries }
}

/** A fresh harness from the adapter's own setup. */
export async function freshHarness(options: AdapterConformanceOptions): Promise<Harness> {
  return harness(await options.setup())
}

/** Connects the harness's wallet, as core does: discovery started first. */
export async function connected(setUp: Harness): Promise<Connection> {
  setUp.adapter.start?.()
  return setUp.adapter.connect({ connectorId: setUp.wallet.connectorId })
}

/** The connection's main account (CAIP-10). */
export function mainAccount(connection: Connection) {
  const main = connection.accounts[0]
  if (!main) throw new Error('the connection has no account')
  return main.address
}

/** Resolves once `check` holds, polling each macrotask (events arrive asynchronously); fails after ~2 s. */
export async function until(check: () => boolean, what: string): Promise<void> {
  for (let turn = 0; turn < 400; turn += 1) {
    if (check()) return
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error(`never happened: ${what}`)
}

/** Whether the adapter keeps code out of the first load (it has `load()`). */
export const isLazy = (adapter: ChainAdapter) => typeof adapter.load === 'function'
