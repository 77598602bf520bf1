import type { EnglishLookup } from './createTranslator'
import { enBase, type Feature, type Messages } from './en'

/**
 * Each feature's English (`catalogues/<feature>/en.ts`) as a chunk of its own, loaded with the feature's views like
 * the other locales' feature catalogues: the modal's chunk carries only `enBase`, so a page holds only the English it
 * shows (about 20 KiB of JS heap on the all-in bench page, issue 39). Static paths, so every bundler splits them.
 */
const ENGLISH_CHUNKS: Record<Feature, () => Promise<{ default: Partial<Messages> }>> = {
  accounts: () => import('./catalogues/accounts/en'),
  connections: () => import('./catalogues/connections/en'),
  email: () => import('./catalogues/email/en'),
  guide: () => import('./catalogues/guide/en'),
  onramp: () => import('./catalogues/onramp/en'),
  receive: () => import('./catalogues/receive/en'),
  send: () => import('./catalogues/send/en'),
  siwx: () => import('./catalogues/siwx/en'),
  swap: () => import('./catalogues/swap/en'),
  wallet: () => import('./catalogues/wallet/en'),
  walletconnect: () => import('./catalogues/walletconnect/en'),
}

// Loaded code, not state: a catalogue never changes once in. A failed load is forgotten, so the next call retries.
const pending = new Map<Feature, Promise<Partial<Messages>>>()
const loaded = new Map<Feature, Partial<Messages>>()

/**
 * Loads a feature's English once; from then on it is every translator's English too ({@link englishMessage}), so the
 * shell (a title, a toast) finds the feature's words after its view has shown. A failure rejects: the view does not
 * render keys in place of words.
 */
export function loadFeatureEnglish(feature: Feature): Promise<Partial<Messages>> {
  let messages = pending.get(feature)
  if (!messages) {
    messages = ENGLISH_CHUNKS[feature]().then(({ default: english }) => {
      loaded.set(feature, english)
      return english
    })
    messages.catch(() => pending.delete(feature))
    pending.set(feature, messages)
  }
  return messages
}

/** A feature's English once loaded, else undefined. */
export function loadedFeatureEnglish(feature: Feature): Partial<Messages> | undefined {
  return loaded.get(feature)
}

/**
 * Every translator's English once the modal's chunk is in (`provideMessages`): the base catalogue's, then each
 * loaded feature's (looked up in turn, not copied into one object: a copy costs JS heap).
 */
export const englishMessage: EnglishLookup = (key) => {
  const message = (enBase as Partial<Messages>)[key]
  if (message !== undefined) return message
  for (const messages of loaded.values()) if (messages[key] !== undefined) return messages[key]
  return undefined
}
