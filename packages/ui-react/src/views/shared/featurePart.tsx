import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import type { Feature } from '../../i18n/en'
import { loadFeatureEnglish } from '../../i18n/featureEnglish'
import { loadFeatureCatalogue } from '../../i18n/loadFeatureCatalogue'
import type { Locale } from '../../i18n/localeList'
import { FeatureMessages } from './FeatureMessages'

/**
 * A part of a view that is a chunk of its own, with its feature's catalogue: it renders nothing visible until its
 * code and the feature's English (and, in another locale, that locale's catalogue: a failed one leaves the part in
 * English) are in, so a view that offers it rarely (an e-mail wallet's settings, passkey login) does not carry its
 * code or words; a failed load is retried on the part's next render. While they load, a hidden marker (`data-testid="latch-feature-loading"`,
 * `data-feature`) stands in its place: a view's render shows at once whether it offers the part.
 */
export function featurePart(
  feature: Feature,
  load: () => Promise<{ default: ComponentType }>,
): ComponentType {
  // Loaded code per locale, not state: the same for every client.
  const byLocale = new Map<Locale, LazyExoticComponent<ComponentType>>()
  return function FeaturePart() {
    const locale = useLatchContext().messageSources?.shipped ?? 'en'
    let Part = byLocale.get(locale)
    if (!Part) {
      Part = lazy(() =>
        Promise.all([
          load(),
          loadFeatureEnglish(feature),
          locale === 'en' ? undefined : loadFeatureCatalogue(feature, locale).catch(() => undefined),
        ]).then(
          ([module]) => module,
          (error: unknown) => {
            byLocale.delete(locale)
            throw error
          },
        ),
      )
      byLocale.set(locale, Part)
    }
    return (
      <Suspense fallback={<span hidden data-testid="latch-feature-loading" data-feature={feature} />}>
        <FeatureMessages feature={feature}>
          <Part />
        </FeatureMessages>
      </Suspense>
    )
  }
}
