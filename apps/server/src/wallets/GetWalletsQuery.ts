import * as v from 'valibot'
import { commaList } from '../http/commaList'

/** A whole number query parameter within [min, max], with a default. */
function wholeNumber(min: number, max: number, fallback: number) {
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(min, `must be at least ${min}`),
      v.maxValue(max, `must be at most ${max}`),
    ),
    String(fallback),
  )
}

const WALLET_ID = /^[\w.:-]{1,128}$/
/** A CAIP-2 chain id (`eip155:1`) or a bare namespace (`solana`). */
const CHAIN = /^[-a-z0-9]{3,8}(:[-_a-zA-Z0-9]{1,32})?$/
const RDNS = /^[\w.-]{1,253}$/

/** The largest page the server answers; the kit asks for 4, 20, 40 or 100 (spec §7). */
export const MAX_ENTRIES = 100

/** GET /getWallets parameters (spec §7), beside the sdk params. */
export const GetWalletsQuery = v.object({
  page: wholeNumber(1, 100_000, 1),
  entries: wholeNumber(1, MAX_ENTRIES, 40),
  include: commaList(WALLET_ID, 1000),
  exclude: commaList(WALLET_ID, 1000),
  chains: commaList(CHAIN, 100),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'search is at most 100 characters')), ''),
  badge_type: v.optional(v.picklist(['certified', 'none'], "badge_type is 'certified' or 'none'")),
  badge: v.optional(v.picklist(['certified', 'none'], "badge is 'certified' or 'none'")),
  // Any printable name (wallets are named "Tokoin | My-T Wallet"), without control or format characters.
  names: commaList(/^[^\p{Cc}\p{Cf}]{1,100}$/u, 100),
  rdns: commaList(RDNS, 100),
})

export type GetWalletsQuery = v.InferOutput<typeof GetWalletsQuery>
