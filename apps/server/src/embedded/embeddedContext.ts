import type { Database } from '../db/openDatabase'
import { type EmbeddedKeys, type EmbeddedOptions, embeddedKeys } from './embeddedOptions'
import { resolveFrameBundle } from './frameBundle'

/** What every embedded route shares: the database, the derived keys, the options, the clock and the origin. */
export interface EmbeddedContext {
  db: Database
  keys: EmbeddedKeys
  options: EmbeddedOptions
  now(): number
  publicOrigin(): string
}

export function embeddedContext(db: Database, options: EmbeddedOptions): EmbeddedContext {
  const { publicOrigin } = options
  return {
    db,
    keys: embeddedKeys(options.tokenSecret),
    options: { ...options, frameScriptPath: options.frameScriptPath ?? resolveFrameBundle() },
    now: options.now ?? Date.now,
    publicOrigin: typeof publicOrigin === 'function' ? publicOrigin : () => publicOrigin,
  }
}
