import * as v from 'valibot'
import { commaList, queryInteger, safeText } from '../http/boundary'

const WALLET_ID = /^[\w.:-]{1,128}$/
/** A CAIP-2 chain id (`eip155:1`) or a bare namespace (`solana`). */
const CHAIN = /^[-a-z0-9]{3,8}(:[-_a-zA-Z0-9]{1,32})?$/
const RDNS = /^[\w.-]{1,253}$/

/** The largest page the server answers; the kit asks for 4, 20, 40 or 100 (spec §7). */
const MAX_ENTRIES = 100

/** GET /getWallets parameters (spec §7), beside the sdk params. */
export const GetWalletsQuery = v.object({
  page: queryInteger(1, 100_000, 1),
  entries: queryInteger(1, MAX_ENTRIES, 40),
  include: commaList(WALLET_ID, 1000),
  exclude: commaList(WALLET_ID, 1000),
  chains: commaList(CHAIN, 100),
  search: v.optional(v.pipe(safeText(1000), v.trim(), v.maxLength(100, 'is at most 100 characters')), ''),
  badge_type: v.optional(v.picklist(['certified', 'none'], "badge_type is 'certified' or 'none'")),
  badge: v.optional(v.picklist(['certified', 'none'], "badge is 'certified' or 'none'")),
  // Any printable name (wallets are named "Tokoin | My-T Wallet"), without control or format characters.
  names: commaList(/^[^\p{Cc}\p{Cf}]{1,100}$/u, 100),
  rdns: commaList(RDNS, 100),
})

export type GetWalletsQuery = v.InferOutput<typeof GetWalletsQuery>
