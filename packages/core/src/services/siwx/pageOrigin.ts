/** The page's host and origin, as the browser reports them; undefined outside a page (Node, workers without one). */
export function pageOrigin(): { domain: string; uri: string } | undefined {
  const location = (globalThis as { location?: { host?: unknown; origin?: unknown } }).location
  if (typeof location?.host !== 'string' || typeof location.origin !== 'string') return undefined
  if (location.host === '' || location.origin === 'null') return undefined
  return { domain: location.host, uri: location.origin }
}
