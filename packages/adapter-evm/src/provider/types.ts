/** An EIP-1193 request. */
export interface Eip1193RequestArguments {
  method: string
  params?: unknown
}

/** An EIP-1193 event listener. */
export type Eip1193Listener = (...args: unknown[]) => void

/** The EIP-1193 provider surface Latch relies on; anything a wallet injects or announces must have it. */
export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: Eip1193Listener): unknown
  removeListener?(event: string, listener: Eip1193Listener): unknown
}

/** True when `value` has an EIP-1193 `request` function. */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  )
}
