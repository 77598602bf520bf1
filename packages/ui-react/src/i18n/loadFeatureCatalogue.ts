import type { Feature, Messages } from './en'
import { loadedFeatureEnglish, loadFeatureEnglish } from './featureEnglish'
import { catalogueFromChunk } from './loadCatalogue'
import type { Locale } from './localeList'

// Loaded code, not state: a catalogue never changes once in. A failed load is forgotten, so the next call retries.
const pending = new Map<string, Promise<Partial<Messages>>>()
const loaded = new Map<string, Partial<Messages>>()

/**
 * Loads a shipped locale's catalogue of one feature (its own small chunk) once. Another locale's chunk is an array
 * in the order of the feature's English keys, so the feature's English (a chunk of its own too) loads beside it.
 */
export function loadFeatureCatalogue(feature: Feature, locale: Locale): Promise<Partial<Messages>> {
  if (locale === 'en') return loadFeatureEnglish(feature)
  const key = `${feature}:${locale}`
  let messages = pending.get(key)
  if (!messages) {
    const chunk = import('./featureCatalogueChunks').then(({ FEATURE_CHUNKS }) =>
      FEATURE_CHUNKS[feature][locale](),
    )
    messages = Promise.all([chunk, loadFeatureEnglish(feature)]).then(([loadedChunk, english]) => {
      const catalogue = catalogueFromChunk(loadedChunk, english)
      loaded.set(key, catalogue)
      return catalogue
    })
    messages.catch(() => pending.delete(key))
    pending.set(key, messages)
  }
  return messages
}

/** A feature's catalogue in a locale once loaded, else undefined. */
export function loadedFeatureCatalogue(feature: Feature, locale: Locale): Partial<Messages> | undefined {
  return locale === 'en' ? loadedFeatureEnglish(feature) : loaded.get(`${feature}:${locale}`)
}
