import type { SatsConnectProvider, SatsConnectProviderInfo } from './types'

const MAX_PROVIDERS = 50

function isProvider(value: unknown): value is SatsConnectProvider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SatsConnectProvider).request === 'function'
  )
}

/** The object at a dot path on `target`, as sats-connect's `getProviderById` resolves it (own properties only). */
function atPath(target: object, path: string): unknown {
  let value: unknown = target
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, part)) return undefined
    value = (value as Record<string, unknown>)[part]
  }
  return value
}

/**
 * The wallets listed in `target.btc_providers` whose provider object is present, with their untrusted entry
 * checked for shape (ids and names are strings, at most 50 entries).
 */
export function readSatsConnectProviders(
  target: object,
): { info: SatsConnectProviderInfo; provider: SatsConnectProvider }[] {
  const list = (target as { btc_providers?: unknown }).btc_providers
  if (!Array.isArray(list)) return []
  const found: { info: SatsConnectProviderInfo; provider: SatsConnectProvider }[] = []
  for (const entry of list.slice(0, MAX_PROVIDERS)) {
    if (typeof entry !== 'object' || entry === null) continue
    const { id, name, icon, webUrl, methods } = entry as Record<string, unknown>
    if (typeof id !== 'string' || typeof name !== 'string' || !id || !name.trim()) continue
    const provider = atPath(target, id)
    if (!isProvider(provider)) continue
    found.push({
      info: {
        id,
        name: name.trim().slice(0, 64),
        ...(typeof icon === 'string' ? { icon } : {}),
        ...(typeof webUrl === 'string' ? { webUrl } : {}),
        ...(Array.isArray(methods)
          ? { methods: methods.filter((m): m is string => typeof m === 'string') }
          : {}),
      },
      provider,
    })
  }
  return found
}
