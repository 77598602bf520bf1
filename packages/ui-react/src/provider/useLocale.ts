import { useEffect, useState } from 'react'
import type { Messages } from '../i18n/en'
import type { Locale } from '../i18n/localeList'
import type { Translations } from '../i18n/locales'
import { isEnglish, requestedByPage } from '../i18n/pageLocale'
import { loadModal } from '../modal/loadModal'

/** The provider's locale: the tag to format with, its messages once loaded, and whether they are in. */
interface ProviderLocale {
  locale: string
  catalogue?: Partial<Messages>
  /** The shipped locale whose catalogues it reads: the features' load with their views in this one. */
  shipped: Locale
  /** False while a locale other than English is still loading: the modal waits for it. */
  ready: boolean
}

/**
 * The host's `locale`, else the page's `lang`, else the browser's languages. The page is read after mount, so the
 * server's HTML and the first client render agree (English until then, unless the host names a `locale`). English
 * needs nothing loaded; any other locale is matched and its catalogue loaded through the modal's chunk, which holds
 * the matching and the loaders, so the first load carries neither.
 */
export function useLocale(
  option: string | undefined,
  translations: Translations | undefined,
): ProviderLocale {
  // By value: a host that writes its translations inline passes a new object on every render.
  const key = JSON.stringify([option, translations])
  const [state, setState] = useState<ProviderLocale>(() => ({
    locale: option ?? 'en',
    shipped: 'en',
    ready: isEnglish(option) && !translations,
  }))
  useEffect(() => {
    const [tag, hostTranslations] = JSON.parse(key) as [string | null, Translations | null]
    const requested = tag ? [tag] : requestedByPage(document, navigator)
    if (isEnglish(requested[0]) && !hostTranslations) {
      setState({ locale: requested[0] ?? 'en', shipped: 'en', ready: true })
      return
    }
    let live = true
    setState((current) => ({ ...current, ready: false }))
    loadModal()
      .then((chunk) => chunk.resolveLocale(requested, hostTranslations ?? {}))
      // The catalogue's chunk failed to load: the modal opens in English rather than not at all.
      .catch(() => ({ locale: 'en', catalogue: {}, shipped: 'en' as const }))
      .then((resolved) => {
        if (live) setState({ ...resolved, ready: true })
      })
    return () => {
      live = false
    }
  }, [key])
  return state
}
