import { describe, expect, test } from 'vitest'
import { catalogueOrder } from './catalogueOrder'
import {
  en,
  enBase,
  FEATURE_ENGLISH,
  type Feature,
  type MessageKey,
  type Messages,
  type PluralMessage,
} from './en'
import { catalogueFromChunk, loadCatalogue } from './loadCatalogue'
import { loadFeatureCatalogue } from './loadFeatureCatalogue'
import { LOCALES, type Locale } from './localeList'

const FEATURES = Object.keys(FEATURE_ENGLISH) as Feature[]

const placeholdersOf = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))
const formsOf = (message: string | PluralMessage): Record<string, string> =>
  typeof message === 'string' ? { other: message } : message

/**
 * Every way a locale's catalogue can differ from its English (`enBase`, or a feature's), one line each, naming the
 * catalogue (`de`, `onramp/de`) and the key: whoever adds an English key sees which files need its translation.
 */
function differences(
  locale: string,
  catalogue: Partial<Messages>,
  englishCatalogue: Partial<Messages> = enBase,
  label: string = locale,
): string[] {
  const problems: string[] = []
  const categories = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories)
  for (const key of Object.keys(englishCatalogue) as MessageKey[]) {
    const english = en[key]
    const message = catalogue[key]
    if (message === undefined) {
      problems.push(`${label} lacks '${key}' (English: ${JSON.stringify(english)})`)
      continue
    }
    if (typeof english !== typeof message) {
      problems.push(`${label} '${key}' must be ${typeof english === 'string' ? 'a string' : 'plural forms'}`)
      continue
    }
    const allowed = placeholdersOf(formsOf(english).other ?? '')
    for (const [form, text] of Object.entries(formsOf(message))) {
      if (text.trim() === '') problems.push(`${label} '${key}' (${form}) is empty`)
      for (const placeholder of placeholdersOf(text))
        if (!allowed.has(placeholder))
          problems.push(`${label} '${key}' has {${placeholder}}, which English does not`)
    }
    const other = placeholdersOf(formsOf(message).other ?? '')
    for (const placeholder of allowed)
      if (!other.has(placeholder)) problems.push(`${label} '${key}' drops {${placeholder}}`)
    if (typeof message !== 'string') {
      const forms = Object.keys(message)
      for (const form of forms)
        if (!categories.has(form as Intl.LDMLPluralRule))
          problems.push(`${label} '${key}' has the plural form '${form}', which ${locale} does not use`)
      for (const category of categories)
        if (!forms.includes(category)) problems.push(`${label} '${key}' lacks the plural form '${category}'`)
    }
  }
  for (const key of Object.keys(catalogue))
    if (!(key in englishCatalogue)) problems.push(`${label} has '${key}', which English does not`)
  return problems
}

/** A locale's base catalogue and every feature's, each checked against its own English. */
async function everyDifference(locale: Locale): Promise<string[]> {
  const problems = differences(locale, await loadCatalogue(locale))
  for (const feature of FEATURES)
    problems.push(
      ...differences(
        locale,
        await loadFeatureCatalogue(feature, locale),
        FEATURE_ENGLISH[feature],
        `${feature}/${locale}`,
      ),
    )
  return problems
}

describe('the 24 catalogues: key and placeholder parity (issue 37)', () => {
  test('behavior: every locale has every English key, no other key, and no placeholder English lacks, in its base and feature catalogues', async () => {
    expect(LOCALES.length).toBe(24)
    expect(FEATURES.length).toBeGreaterThanOrEqual(5)
    const problems: string[] = []
    for (const locale of LOCALES) problems.push(...(await everyDifference(locale)))
    expect(problems).toEqual([])
  })

  test('behavior: the base and feature catalogues together hold every English key once: none lost, none in two', async () => {
    const parts = [Object.keys(enBase), ...FEATURES.map((feature) => Object.keys(FEATURE_ENGLISH[feature]))]
    const keys = parts.flat()
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.sort()).toEqual(Object.keys(en).sort())
  })

  test('behavior: a feature key in a base catalogue, or a base key in a feature catalogue, is named as extra', async () => {
    const { 'onramp.retry': retry, ...onramp } = await loadFeatureCatalogue('onramp', 'uk')
    const base = { ...(await loadCatalogue('uk')), 'onramp.retry': retry } as Partial<Messages>
    expect(differences('uk', base)).toEqual(["uk has 'onramp.retry', which English does not"])
    const feature = { ...onramp, 'modal.back': 'Назад' } as Partial<Messages>
    expect(differences('uk', feature, FEATURE_ENGLISH.onramp, 'onramp/uk').sort()).toEqual(
      [
        `onramp/uk lacks 'onramp.retry' (English: "Try again")`,
        "onramp/uk has 'modal.back', which English does not",
      ].sort(),
    )
  })

  test('behavior: the parity check names the locale and the key that is missing, extra or wrong', async () => {
    const { 'account.copy': _dropped, ...withoutCopy } = await loadCatalogue('fr')
    const broken = {
      ...withoutCopy,
      'modal.close': 'Fermer {name}',
      'extra.key': 'x',
      'time.d': { other: '{count} j' },
      'account.avatar': 'Avatar',
    } as Partial<Messages>
    expect(differences('fr', broken).sort()).toEqual(
      [
        `fr lacks 'account.copy' (English: "Copy address")`,
        "fr 'modal.close' has {name}, which English does not",
        "fr 'account.avatar' drops {name}",
        "fr 'time.d' lacks the plural form 'one'",
        "fr 'time.d' lacks the plural form 'many'",
        "fr has 'extra.key', which English does not",
      ].sort(),
    )
  })

  test('behavior: plural forms follow each language: six in ar, four in ru and pl, one in ja', async () => {
    const count = async (locale: (typeof LOCALES)[number]) =>
      Object.keys((await loadCatalogue(locale))['time.d'] ?? {}).sort()
    expect(await count('ar')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero'])
    expect(await count('ru')).toEqual(['few', 'many', 'one', 'other'])
    expect(await count('pl')).toEqual(['few', 'many', 'one', 'other'])
    expect(await count('ja')).toEqual(['other'])
  })

  test('behavior: a built chunk (its messages as an array in English key order) reads back as the catalogue', async () => {
    const de = await loadCatalogue('de')
    const order = catalogueOrder(enBase) as MessageKey[]
    const asBuilt = { default: order.map((key) => de[key] ?? null) }
    expect(catalogueFromChunk(asBuilt)).toEqual(de)
    const withGap = { default: order.map((key) => (key === 'modal.back' ? null : (de[key] ?? null))) }
    expect('modal.back' in catalogueFromChunk(withGap)).toBe(false)
  })

  test('behavior: a built feature chunk reads back in its own English key order', async () => {
    const send = await loadFeatureCatalogue('send', 'de')
    const order = catalogueOrder(FEATURE_ENGLISH.send) as MessageKey[]
    const asBuilt = { default: order.map((key) => send[key] ?? null) }
    expect(catalogueFromChunk(asBuilt, FEATURE_ENGLISH.send)).toEqual(send)
    expect(catalogueFromChunk(asBuilt, FEATURE_ENGLISH.send)['send.max']).toBe('Max.')
  })
})
