/** Native balance cache lifetime (spec §9). */
export const BALANCE_TTL_MS = 30_000
/** ENS name and avatar cache lifetime (spec §9). */
export const PROFILE_TTL_MS = 5 * 60_000
