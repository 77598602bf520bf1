import { FEATURE_ENGLISH, type Feature, type Messages } from './en'
import { catalogueFromChunk } from './loadCatalogue'
import type { Locale } from './localeList'

// Loaded code, not state: a catalogue never changes once in. A failed load is forgotten, so the next call retries.
const pending = new Map<string, Promise<Partial<Messages>>>()
const loaded = new Map<string, Partial<Messages>>()

/** Loads a shipped locale's catalogue of one feature (its own small chunk) once; English is already in. */
export function loadFeatureCatalogue(feature: Feature, locale: Locale): Promise<Partial<Messages>> {
  if (locale === 'en') return Promise.resolve(FEATURE_ENGLISH[feature])
  const key = `${feature}:${locale}`
  let messages = pending.get(key)
  if (!messages) {
    messages = import('./featureCatalogueChunks')
      .then(({ FEATURE_CHUNKS }) => FEATURE_CHUNKS[feature][locale]())
      .then((chunk) => {
        const catalogue = catalogueFromChunk(chunk, FEATURE_ENGLISH[feature])
        loaded.set(key, catalogue)
        return catalogue
      })
    messages.catch(() => pending.delete(key))
    pending.set(key, messages)
  }
  return messages
}

/** A feature's catalogue in a locale once loaded (English always), else undefined. */
export function loadedFeatureCatalogue(feature: Feature, locale: Locale): Partial<Messages> | undefined {
  return locale === 'en' ? FEATURE_ENGLISH[feature] : loaded.get(`${feature}:${locale}`)
}
