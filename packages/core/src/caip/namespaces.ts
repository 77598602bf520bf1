/** The CAIP namespaces Latch supports (spec §3). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'sui', 'stacks'] as const

/** One of the supported CAIP namespaces. */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]

/** Namespaces the send flow supports (spec §3). */
export const SEND_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana']

/** True when `value` is one of the supported namespaces. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}

/** True when sending tokens is supported on the namespace. */
export function supportsSend(namespace: ChainNamespace): boolean {
  return SEND_NAMESPACES.includes(namespace)
}
