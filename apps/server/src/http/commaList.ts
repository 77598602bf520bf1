import * as v from 'valibot'

/**
 * A query parameter holding a comma-separated list (`include=a,b`): split, trimmed, empties dropped, at most
 * `max` items, each matching `item`.
 */
export function commaList(item: RegExp, max: number) {
  return v.optional(
    v.pipe(
      v.string(),
      v.maxLength(max * 160, 'list is too long'),
      v.transform((text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part.length > 0),
      ),
      v.maxLength(max, `at most ${max} items`),
      v.check((items) => items.every((part) => item.test(part)), 'an item is malformed'),
    ),
    '',
  )
}
