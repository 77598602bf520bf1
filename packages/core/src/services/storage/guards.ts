import { type ChainNamespace, isChainNamespace } from '../../caip/namespaces'

// The building blocks of the stored values' shape checks (storageValidators.ts, cacheValidators.ts).

export type Guard<T> = (value: unknown) => value is T

export const isString: Guard<string> = (value): value is string => typeof value === 'string'
export const isNonEmptyString: Guard<string> = (value): value is string =>
  typeof value === 'string' && value.length > 0

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isOptional<T>(guard: Guard<T>): Guard<T | undefined> {
  return (value): value is T | undefined => value === undefined || guard(value)
}

export function isListOf<T>(guard: Guard<T>, max: number): Guard<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.length <= max && value.every(guard)
}

export function isOneOf<T extends string>(values: readonly T[]): Guard<T> {
  return (value): value is T => typeof value === 'string' && (values as readonly string[]).includes(value)
}

// Keys are namespaces (own keys only, so "__proto__" from JSON.parse is refused) and every value passes `guard`.
export function isNamespaceRecord<T>(guard: Guard<T>): Guard<Partial<Record<ChainNamespace, T>>> {
  return (value): value is Partial<Record<ChainNamespace, T>> =>
    isPlainObject(value) && Object.entries(value).every(([key, item]) => isChainNamespace(key) && guard(item))
}
