import type { Translate } from '../i18n/createTranslator'

const UNITS = [
  { key: 'time.yr', ms: 365 * 24 * 3600_000 },
  { key: 'time.mo', ms: 30 * 24 * 3600_000 },
  { key: 'time.d', ms: 24 * 3600_000 },
  { key: 'time.hr', ms: 3600_000 },
  { key: 'time.min', ms: 60_000 },
  { key: 'time.sec', ms: 1000 },
] as const

/**
 * Short relative time (spec §9 labels sec, min, hr, d, mo, yr): the count written with the locale's digits and the
 * unit in its plural form (`Intl.PluralRules`, through the translator).
 */
export function formatRelativeTime(thenMs: number, nowMs: number, t: Translate): string {
  const elapsed = Math.max(0, nowMs - thenMs)
  const unit = UNITS.find((candidate) => elapsed >= candidate.ms) ?? UNITS[UNITS.length - 1]!
  const count = Math.floor(elapsed / unit.ms)
  return t(unit.key, { count })
}
