import { FEATURE_ENGLISH, type Feature, type Messages } from '../i18n/en'
import { loadCatalogue } from '../i18n/loadCatalogue'
import { loadFeatureCatalogue } from '../i18n/loadFeatureCatalogue'
import type { Locale } from '../i18n/localeList'

/** A shipped locale's every message: its base catalogue and each feature's, as the views show them together. */
export async function wholeCatalogue(locale: Locale): Promise<Messages> {
  const features = Object.keys(FEATURE_ENGLISH) as Feature[]
  const parts = await Promise.all([
    loadCatalogue(locale),
    ...features.map((feature) => loadFeatureCatalogue(feature, locale)),
  ])
  return Object.assign({}, ...parts) as Messages
}
