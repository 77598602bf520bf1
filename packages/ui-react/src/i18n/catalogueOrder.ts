/**
 * The order of a built catalogue chunk's messages: English's keys, sorted. A built chunk holds its messages as an
 * array in this order instead of an object (the keys cost more than a third of a chunk's gzip bytes; issue 37's
 * budget is 3 KiB per locale). The build (`tsup.config.ts`) and the loader share this function.
 */
export function catalogueOrder(english: object): string[] {
  return Object.keys(english).sort()
}
