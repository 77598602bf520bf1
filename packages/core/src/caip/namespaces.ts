/** The CAIP namespaces Latch knows by name (spec §3); adapters may declare any other CAIP-2 namespace. */
export const KNOWN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'sui', 'stacks'] as const

/** One of the namespaces Latch knows by name. */
export type KnownNamespace = (typeof KNOWN_NAMESPACES)[number]

/**
 * A CAIP-2 namespace: one of the known ones (autocompleted) or any other a third-party adapter declares.
 * `string & {}` keeps the known names visible to editors while accepting every string.
 */
export type ChainNamespace = KnownNamespace | (string & {})

// CAIP-2: `namespace: [-a-z0-9]{3,8}`.
const NAMESPACE_PATTERN = /^[-a-z0-9]{3,8}$/

/** True when `value` is a well-formed CAIP-2 namespace (known or not). */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && NAMESPACE_PATTERN.test(value)
}

/** True when `value` is one of the namespaces Latch knows by name. */
export function isKnownNamespace(value: unknown): value is KnownNamespace {
  return typeof value === 'string' && (KNOWN_NAMESPACES as readonly string[]).includes(value)
}
