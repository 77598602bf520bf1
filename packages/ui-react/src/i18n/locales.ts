import type { Messages } from './en'
import { loadCatalogue } from './loadCatalogue'
import { LOCALES, type Locale } from './localeList'

/**
 * The tags to try for one requested tag, most specific first: `pt-PT` → `pt-PT`, `pt`; Chinese by script
 * (`zh-HK` is written in traditional characters: `zh-TW`; `zh` and `zh-SG` in simplified: `zh-CN`).
 */
function candidatesOf(tag: string): string[] {
  const parts = tag.split('-')
  const candidates = parts.map((_, index) => parts.slice(0, parts.length - index).join('-'))
  if (parts[0]?.toLowerCase() === 'zh') {
    let script = ''
    try {
      script = new Intl.Locale(tag).maximize().script ?? ''
    } catch {}
    candidates.unshift(script === 'Hant' ? 'zh-TW' : 'zh-CN')
  }
  return candidates
}

/**
 * The first of `available` that `requested` asks for, in order of preference: each requested tag, then its
 * language (`pt-BR` → `pt`, which any `pt-*` locale serves); undefined when none (the caller falls back to `en`).
 */
export function matchLocale(requested: readonly string[], available: readonly string[]): string | undefined {
  const byTag = new Map(available.map((tag) => [tag.toLowerCase(), tag]))
  for (const tag of requested) {
    for (const candidate of candidatesOf(tag.trim())) {
      const wanted = candidate.toLowerCase()
      const match =
        byTag.get(wanted) ??
        (wanted.includes('-')
          ? undefined
          : available.find((tag) => tag.toLowerCase().startsWith(`${wanted}-`)))
      if (match) return match
    }
  }
  return undefined
}

/** A host's messages per locale (BCP 47 tag → messages): overrides of shipped locales, or locales of its own. */
export type Translations = Readonly<Record<string, Partial<Messages>>>

/** The locale a visitor gets: the tag to format with, and the messages (shipped catalogue, then the host's). */
export interface ResolvedLocale {
  locale: string
  catalogue: Partial<Messages>
  /** The shipped locale whose catalogues it reads (base here, features with their views): `pt-PT` → `pt-BR`. */
  shipped: Locale
}

/**
 * Matches the requested tags (the host's `locale`, else the page's) to the shipped locales and the host's own, and
 * loads the catalogue: `pt-PT` → pt-BR's words with Portuguese (Portugal) number formats; a locale the host adds
 * falls back to the shipped one of its language, else English. Nothing matching: English.
 */
export async function resolveLocale(
  requested: readonly string[],
  translations: Translations = {},
): Promise<ResolvedLocale> {
  const matched = matchLocale(requested, [...LOCALES, ...Object.keys(translations)])
  if (!matched) return { locale: 'en', catalogue: {}, shipped: 'en' }
  const shipped = (matchLocale([matched], LOCALES) ?? 'en') as Locale
  const locale = requested.find((tag) => matchLocale([tag], [matched]) === matched) ?? matched
  return { locale, catalogue: { ...(await loadCatalogue(shipped)), ...translations[matched] }, shipped }
}
