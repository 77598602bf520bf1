import { isKeplrLike } from './keplrInterface'
import type { CosmosWalletSource } from './knownWallets'

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim().length > 0 ? value.trim().slice(0, max) : undefined

/** Reads an announcement's detail; undefined unless it names a wallet and carries a Keplr-interface provider. */
export function readAnnouncement(detail: unknown): CosmosWalletSource | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined
  const { info, provider, keystoreEvent } = detail as {
    info?: unknown
    provider?: unknown
    keystoreEvent?: unknown
  }
  const fields = (typeof info === 'object' && info !== null ? info : {}) as Record<string, unknown>
  const id = text(fields.id, 100)
  const name = text(fields.name, 100)
  if (!id || !name || !isKeplrLike(provider)) return undefined
  const icon = text(fields.icon, 100_000)
  const event = text(keystoreEvent, 100)
  return { id, name, provider, ...(icon ? { icon } : {}), ...(event ? { keystoreEvent: event } : {}) }
}
