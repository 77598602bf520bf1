// Formatters are pure and immutable: one per locale is a memo, not state. Building the first Intl.NumberFormat of a
// page costs ~15 ms (ICU data), so the modal's idle prefetch builds the host locale's one ahead of the first open.
const formatters = new Map<string, Intl.NumberFormat>()

/** A whole count with the locale's digit grouping ("1,000" in en, "1000" in es), from a per-locale cache. */
export function formatCount(count: number, locale: string): string {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale)
    formatters.set(locale, formatter)
  }
  return formatter.format(count)
}
