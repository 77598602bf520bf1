import { createSessions, type Sessions, type SessionsInput } from './createSessions'

/** What loads on the first connect or reconnect: the wallet bridges, the connections and the Esplora client. */
export interface BitcoinRuntime {
  sessions: Sessions
}

/** The runtime chunk's entry, reached only through the adapter's one dynamic import. */
export function createBitcoinRuntime(input: SessionsInput): BitcoinRuntime {
  return { sessions: createSessions(input) }
}
