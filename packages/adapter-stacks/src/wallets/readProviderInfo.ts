import type { WbipProviderInfo } from './types'

const MAX_NAME = 64
const MAX_ICON = 200_000

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined

/** Checks one registry entry (any page script can write to `wbip_providers`); undefined when unusable. */
export function readProviderInfo(value: unknown): WbipProviderInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const entry = value as Record<string, unknown>
  const id = text(entry.id, 128)
  const name = text(entry.name, MAX_NAME)
  if (!id || !name || !/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(id)) return undefined
  const info: WbipProviderInfo = { id, name }
  const icon = text(entry.icon, MAX_ICON)
  if (icon) info.icon = icon
  for (const key of [
    'webUrl',
    'chromeWebStoreUrl',
    'mozillaAddOnsUrl',
    'googlePlayStoreUrl',
    'iOSAppStoreUrl',
  ] as const) {
    const url = text(entry[key], 2048)
    if (url) info[key] = url
  }
  return info
}
