import { RELAY_ERROR, RelayRequestError } from './jsonRpc'

export function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RelayRequestError(RELAY_ERROR.invalidParams, 'Invalid params')
  return value as Record<string, unknown>
}

export function requireString(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length === 0)
    throw new RelayRequestError(RELAY_ERROR.invalidParams, `Invalid ${name}`)
  return value
}

export function requireStrings(value: unknown, name: string, max: number): string[] {
  if (!Array.isArray(value)) throw new RelayRequestError(RELAY_ERROR.invalidParams, `Invalid ${name}`)
  if (value.length > max)
    throw new RelayRequestError(RELAY_ERROR.invalidParams, `Too many ${name}: at most ${max}`)
  return value.map((item) => requireString(item, name))
}
