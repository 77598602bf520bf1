import { describe, expect, test } from 'vitest'
import { LOCALES } from './localeList'
import { matchLocale, resolveLocale } from './locales'
import { isRightToLeft, requestedByPage } from './pageLocale'

describe('choosing the locale (issue 37)', () => {
  test('parameters: a region falls back to its language, then to English (pt-PT → pt-BR, es-MX → es)', () => {
    expect(matchLocale(['pt-BR'], LOCALES)).toBe('pt-BR')
    expect(matchLocale(['pt-PT'], LOCALES)).toBe('pt-BR')
    expect(matchLocale(['pt'], LOCALES)).toBe('pt-BR')
    expect(matchLocale(['es-MX'], LOCALES)).toBe('es')
    expect(matchLocale(['DE-at'], LOCALES)).toBe('de')
    expect(matchLocale(['cs'], LOCALES)).toBeUndefined()
  })

  test('parameters: Chinese by script: zh-HK and zh-Hant read traditional (zh-TW), zh and zh-SG simplified (zh-CN)', () => {
    expect(matchLocale(['zh-HK'], LOCALES)).toBe('zh-TW')
    expect(matchLocale(['zh-Hant'], LOCALES)).toBe('zh-TW')
    expect(matchLocale(['zh'], LOCALES)).toBe('zh-CN')
    expect(matchLocale(['zh-SG'], LOCALES)).toBe('zh-CN')
  })

  test('behavior: the browser’s languages are tried in order; a host-added locale wins over the shipped fallback', () => {
    expect(matchLocale(['cs-CZ', 'sk', 'de-DE', 'en'], LOCALES)).toBe('de')
    expect(matchLocale(['pt-PT'], [...LOCALES, 'pt-PT'])).toBe('pt-PT')
  })

  test('behavior: the page’s lang first, else the browser’s languages', () => {
    const page = document.implementation.createHTMLDocument('')
    const nav = { languages: ['fr-CA', 'en'], language: 'fr-CA' } as unknown as Navigator
    expect(requestedByPage(page, nav)).toEqual(['fr-CA', 'en'])
    page.documentElement.lang = 'de'
    expect(requestedByPage(page, nav)).toEqual(['de'])
  })

  test('behavior: ar, he and fa are right to left, the others left to right', () => {
    expect(LOCALES.filter(isRightToLeft)).toEqual(['ar', 'he', 'fa'])
    expect(isRightToLeft('ar-EG')).toBe(true)
    expect(isRightToLeft('arn')).toBe(false)
  })

  test('behavior: a resolved locale formats with the requested tag and speaks the matched catalogue', async () => {
    const portugal = await resolveLocale(['pt-PT'])
    expect(portugal.locale).toBe('pt-PT')
    expect(portugal.catalogue['account.disconnect']).toBe('Desconectar')
    // The feature views load their catalogues in the shipped locale the words come from.
    expect(portugal.shipped).toBe('pt-BR')
    const czech = await resolveLocale(['cs'])
    expect(czech).toEqual({ locale: 'en', catalogue: {}, shipped: 'en' })
  })

  test('parameters: the host overrides a shipped locale’s words and adds a locale of its own', async () => {
    const translations = {
      de: { 'account.disconnect': 'Abmelden' },
      'pt-PT': { 'account.disconnect': 'Terminar sessão' },
      cs: { 'account.disconnect': 'Odpojit' },
    }
    const de = await resolveLocale(['de-AT'], translations)
    expect([de.locale, de.catalogue['account.disconnect'], de.catalogue['modal.close']]).toEqual([
      'de-AT',
      'Abmelden',
      'Schließen',
    ])
    const portugal = await resolveLocale(['pt-PT'], translations)
    expect([portugal.catalogue['account.disconnect'], portugal.catalogue['modal.close']]).toEqual([
      'Terminar sessão',
      'Fechar',
    ])
    const czech = await resolveLocale(['cs-CZ'], translations)
    expect([czech.locale, czech.catalogue['account.disconnect'], czech.catalogue['modal.close']]).toEqual([
      'cs-CZ',
      'Odpojit',
      'Close',
    ])
    expect(czech.shipped).toBe('en')
  })
})
