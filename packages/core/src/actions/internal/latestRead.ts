/**
 * Generations of the reads that fill one list (a namespace's tokens or activity). A read that started before a newer
 * one must not write its answer: after a send, the refresh the send started can still be waiting on a slow node
 * when the visitor's Try again already listed the transfer, and its late failure would wipe that list.
 */
export type ReadGenerations = Map<string, number>

/** Marks a new read of `key`; the returned check says whether it is still the newest. */
export function startRead(generations: ReadGenerations, key: string): () => boolean {
  const generation = (generations.get(key) ?? 0) + 1
  generations.set(key, generation)
  return () => generations.get(key) === generation
}
