/** Characters compared at each end: what a shortened address (`0x1234…cdef`) shows of it. */
const VISIBLE_HEAD = 4
const VISIBLE_TAIL = 4

function significant(address: string): string {
  const plain =
    address.startsWith('0x') || address.startsWith('0X') ? address.slice(2).toLowerCase() : address
  return plain
}

/** True when two addresses are the same account (EVM hex compared without case). */
export function isSameAddress(a: string, b: string): boolean {
  return significant(a) === significant(b)
}

/**
 * True when `candidate` is not `own` but would look like it shortened: the same first and last characters
 * (address poisoning). Such an address is shown in full with a warning, never shortened.
 */
export function isLookalikeAddress(candidate: string, own: string): boolean {
  const a = significant(candidate)
  const b = significant(own)
  if (a === b) return false
  return (
    a.slice(0, VISIBLE_HEAD) === b.slice(0, VISIBLE_HEAD) && a.slice(-VISIBLE_TAIL) === b.slice(-VISIBLE_TAIL)
  )
}
