import { describe, expect, test } from 'vitest'
import { catalogueOrder } from './catalogueOrder'
import { en, type MessageKey, type Messages, type PluralMessage } from './en'
import { catalogueFromChunk, loadCatalogue } from './loadCatalogue'
import { LOCALES } from './localeList'

const placeholdersOf = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))
const formsOf = (message: string | PluralMessage): Record<string, string> =>
  typeof message === 'string' ? { other: message } : message

/**
 * Every way a locale's catalogue can differ from English's, one line each, naming the locale and the key: whoever
 * adds an English key sees which locales need its translation.
 */
function differences(locale: string, catalogue: Partial<Messages>): string[] {
  const problems: string[] = []
  const categories = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories)
  for (const key of Object.keys(en) as MessageKey[]) {
    const english = en[key]
    const message = catalogue[key]
    if (message === undefined) {
      problems.push(`${locale} lacks '${key}' (English: ${JSON.stringify(english)})`)
      continue
    }
    if (typeof english !== typeof message) {
      problems.push(`${locale} '${key}' must be ${typeof english === 'string' ? 'a string' : 'plural forms'}`)
      continue
    }
    const allowed = placeholdersOf(formsOf(english).other ?? '')
    for (const [form, text] of Object.entries(formsOf(message))) {
      if (text.trim() === '') problems.push(`${locale} '${key}' (${form}) is empty`)
      for (const name of placeholdersOf(text))
        if (!allowed.has(name)) problems.push(`${locale} '${key}' has {${name}}, which English does not`)
    }
    const other = placeholdersOf(formsOf(message).other ?? '')
    for (const name of allowed) if (!other.has(name)) problems.push(`${locale} '${key}' drops {${name}}`)
    if (typeof message !== 'string') {
      const forms = Object.keys(message)
      for (const form of forms)
        if (!categories.has(form as Intl.LDMLPluralRule))
          problems.push(`${locale} '${key}' has the plural form '${form}', which ${locale} does not use`)
      for (const category of categories)
        if (!forms.includes(category)) problems.push(`${locale} '${key}' lacks the plural form '${category}'`)
    }
  }
  for (const key of Object.keys(catalogue))
    if (!(key in en)) problems.push(`${locale} has '${key}', which English does not`)
  return problems
}

describe('the 24 catalogues: key and placeholder parity (issue 37)', () => {
  test('behavior: every locale has every English key, no other key, and no placeholder English lacks', async () => {
    expect(LOCALES.length).toBe(24)
    const problems: string[] = []
    for (const locale of LOCALES) problems.push(...differences(locale, await loadCatalogue(locale)))
    expect(problems).toEqual([])
  })

  test('behavior: the parity check names the locale and the key that is missing, extra or wrong', async () => {
    const { 'send.max': _dropped, ...withoutMax } = await loadCatalogue('fr')
    const broken = {
      ...withoutMax,
      'modal.close': 'Fermer {name}',
      'extra.key': 'x',
      'time.d': { other: '{count} j' },
      'account.avatar': 'Avatar',
    } as Partial<Messages>
    expect(differences('fr', broken).sort()).toEqual(
      [
        `fr lacks 'send.max' (English: "Max")`,
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
    const order = catalogueOrder(en) as MessageKey[]
    const asBuilt = { default: order.map((key) => de[key] ?? null) }
    expect(catalogueFromChunk(asBuilt)).toEqual(de)
    const withGap = { default: order.map((key) => (key === 'modal.back' ? null : (de[key] ?? null))) }
    expect('modal.back' in catalogueFromChunk(withGap)).toBe(false)
  })
})
