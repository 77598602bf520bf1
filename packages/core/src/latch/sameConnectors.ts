import type { Connector } from '../adapter/types'

/** True when two connector lists hold the same connectors, in order, with the same values (one level deep). */
export function sameConnectors(a: readonly Connector[], b: readonly Connector[]): boolean {
  return a.length === b.length && a.every((connector, index) => sameValues(connector, b[index]))
}

function sameValues(a: object, b: object | undefined): boolean {
  if (!b) return false
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  )
}
