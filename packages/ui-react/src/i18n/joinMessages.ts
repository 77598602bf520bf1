/** The intersection of the parts' types: what joining them gives. */
type Joined<Parts extends readonly object[]> = Parts extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? First & Joined<Rest>
  : unknown

/**
 * Parts of English's catalogue as one (its buttons' words and the rest; the base and the features). A call (marked
 * pure) rather than an object spread, so that a bundler drops it whole where unused (it keeps a spread, which could
 * run a getter).
 */
export function joinMessages<Parts extends readonly object[]>(...parts: Parts): Joined<Parts> {
  return Object.assign({}, ...parts)
}
