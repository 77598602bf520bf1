import * as v from 'valibot'

/** Largest /batch body accepted; the kit flushes above 45 KB pending (spec §9). */
export const MAX_BATCH_BYTES = 256 * 1024
/** Items read from one body; the rest are dropped. */
export const MAX_BATCH_ITEMS = 500
/** An item's properties, as JSON, larger than this are dropped with the item. */
export const MAX_PROPERTIES_BYTES = 4096

/** One beacon item (spec §7: eventId, url, domain, timestamp, props). */
export const BatchItem = v.object({
  eventId: v.pipe(v.string(), v.regex(/^[\w:.-]{1,128}$/)),
  url: v.pipe(v.string(), v.maxLength(2048)),
  domain: v.pipe(v.string(), v.maxLength(253)),
  timestamp: v.pipe(v.number(), v.integer(), v.minValue(0)),
  props: v.object({
    type: v.literal('track'),
    event: v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]{0,63}$/)),
    properties: v.optional(v.record(v.string(), v.unknown()), {}),
  }),
})

export type BatchItem = v.InferOutput<typeof BatchItem>

/** The body: `{ batch: [...] }`; items are checked one by one so that a bad one does not sink the others. */
export const BatchBody = v.object({ batch: v.pipe(v.array(v.unknown()), v.maxLength(MAX_BATCH_ITEMS)) })
