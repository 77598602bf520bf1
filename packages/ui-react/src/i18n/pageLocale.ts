// What the first load needs to know of locales: which the page asks for, and which way they are written. Matching
// them to the shipped catalogues happens in the modal's chunk (`resolveLocale`).

/** What the page asks for when the host sets no locale: its `lang`, else the browser's languages. */
export function requestedByPage(doc: Document, nav: Navigator): readonly string[] {
  const lang = doc.documentElement.lang.trim()
  if (lang) return [lang]
  return nav.languages?.length ? nav.languages : [nav.language]
}

/** Whether a locale's script runs right to left (the shipped ar, he, fa, and others a host may add). */
export function isRightToLeft(locale: string): boolean {
  return /^(ar|he|iw|fa|ur|ps|yi|dv|ckb|sd|ug)(-|$)/i.test(locale)
}

/** Whether a tag asks for English (the first load's language: nothing to load for it). */
export function isEnglish(locale: string | undefined): boolean {
  return /^en(-|$)/i.test(locale ?? 'en')
}
