import * as v from 'valibot'
import { MAX_DATE_MS, safeInteger, safeJsonObject, safeText, safeToken } from '../http/boundary'

/** Largest /batch body accepted; the kit flushes above 45 KB pending (spec §9). */
export const MAX_BATCH_BYTES = 256 * 1024
/** Items read from one body; the rest are dropped. */
const MAX_BATCH_ITEMS = 500
/** An item's properties, as JSON, larger than this are dropped with the item. */
const MAX_PROPERTIES_BYTES = 4096
/** An item's properties nested deeper than this (the kit's are an object of scalars and short lists) are dropped. */
const MAX_PROPERTIES_DEPTH = 4

/** One beacon item (spec §7: eventId, url, domain, timestamp, props). */
export const BatchItem = v.object({
  eventId: safeToken(/^[\w:.-]{1,128}$/),
  url: safeText(2048),
  domain: safeText(253),
  timestamp: safeInteger(0, MAX_DATE_MS),
  props: v.object({
    type: v.literal('track'),
    event: safeToken(/^[A-Z][A-Z0-9_]{0,63}$/),
    properties: v.optional(
      safeJsonObject({ maxDepth: MAX_PROPERTIES_DEPTH, maxBytes: MAX_PROPERTIES_BYTES }),
      {},
    ),
  }),
})

export type BatchItem = v.InferOutput<typeof BatchItem>

/** The body: `{ batch: [...] }`; items are checked one by one so that a bad one does not sink the others. */
export const BatchBody = v.object({ batch: v.pipe(v.array(v.unknown()), v.maxLength(MAX_BATCH_ITEMS)) })
