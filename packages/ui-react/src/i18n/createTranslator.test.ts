import { beforeAll, describe, expect, test } from 'vitest'
import { loadModal } from '../modal/loadModal'
import { createTranslator } from './createTranslator'
import { loadFeatureEnglish } from './featureEnglish'
import { loadCatalogue } from './loadCatalogue'

// One file, one module instance: the first test runs before the modal's chunk is in.
describe('createTranslator', () => {
  test('default: before the modal chunk, the first load knows the buttons’ English words only', () => {
    const { t, dir } = createTranslator()
    expect(t('button.connect')).toBe('Connect Wallet')
    expect(t('button.network', { name: 'Base' })).toBe('Network: Base')
    expect(t('modal.close')).toBe('modal.close')
    expect(dir).toBe('ltr')
  })

  test('behavior: once the modal chunk is in, the base English messages and Intl formatting are there', async () => {
    await loadModal()
    expect(createTranslator('en').t('modal.close')).toBe('Close')
    expect(createTranslator('en').t('time.d', { count: 1200 })).toBe('1,200 d')
  })

  test('behavior: a feature’s English is not in the modal chunk; once loaded, every translator has it', async () => {
    await loadModal()
    expect(createTranslator('en').t('swap.from')).toBe('swap.from')
    await loadFeatureEnglish('swap')
    expect(createTranslator('en').t('swap.from')).toBe('From')
    expect(createTranslator('de', {}, await loadCatalogue('de')).t('swap.from')).toBe('From')
  })

  test('parameters: placeholders are filled, unknown ones kept', () => {
    const { t } = createTranslator('en')
    expect(t('button.network', { name: 'Arbitrum' })).toBe('Network: Arbitrum')
    expect(t('button.network')).toBe('Network: {name}')
  })

  test('parameters: the locale catalogue, then the host override, then English', async () => {
    const de = await loadCatalogue('de')
    const { t } = createTranslator('de', { 'account.disconnect': 'Abmelden' }, de)
    expect(t('account.disconnect')).toBe('Abmelden')
    expect(t('modal.close')).toBe('Schließen')
    const partial = createTranslator('de-CH', {}, { 'modal.close': 'Zumachen' })
    expect(partial.t('button.connect')).toBe('Connect Wallet')
    expect(partial.t('modal.close')).toBe('Zumachen')
  })

  test('behavior: numbers in placeholders use the locale digits and grouping', async () => {
    const { t } = createTranslator('de', {}, await loadCatalogue('de'))
    expect(t('error.EMAIL_COOLDOWN', { seconds: 1200 })).toBe('Bitte versuche es in 1.200 Sekunden erneut')
    const fa = createTranslator('fa', {}, await loadCatalogue('fa'))
    expect(fa.t('time.min', { count: 25 })).toBe('۲۵ دقیقه')
  })

  test('behavior: a right-to-left locale keeps an address left to right inside an isolate', async () => {
    const ar = createTranslator('ar', {}, await loadCatalogue('ar'))
    expect(ar.dir).toBe('rtl')
    expect(ar.t('activity.to', { address: '0x1234…abcd' })).toBe('إلى \u20660x1234…abcd\u2069')
    expect(createTranslator('en').t('button.account', { address: '0xab' })).toBe('Open account of 0xab')
  })
})

describe('plural forms through Intl.PluralRules', () => {
  beforeAll(() => loadModal())

  test('behavior: Arabic has six forms (zero, one, two, few, many, other)', async () => {
    const { t } = createTranslator('ar', {}, await loadCatalogue('ar'))
    const forms = [0, 1, 2, 3, 11, 100].map((count) => t('time.d', { count }))
    expect(forms).toEqual(['0 يوم', 'يوم واحد', 'يومان', '3 أيام', '11 يومًا', '100 يوم'])
    expect(new Set(forms).size).toBe(6)
  })

  test('behavior: Russian picks one, few and many (1 день, 3 дня, 5 дней, 21 день)', async () => {
    const { t } = createTranslator('ru', {}, await loadCatalogue('ru'))
    expect([1, 3, 5, 21, 1.5].map((count) => t('time.d', { count }))).toEqual([
      '1 день',
      '3 дня',
      '5 дней',
      '21 день',
      '1,5 дня',
    ])
  })

  test('behavior: Polish picks one, few and many (1 rok, 2 lata, 5 lat, 22 lata)', async () => {
    const { t } = createTranslator('pl', {}, await loadCatalogue('pl'))
    expect([1, 2, 5, 22, 12].map((count) => t('time.yr', { count }))).toEqual([
      '1 rok',
      '2 lata',
      '5 lat',
      '22 lata',
      '12 lat',
    ])
  })

  test('behavior: Japanese has one form for every count', async () => {
    const { t } = createTranslator('ja', {}, await loadCatalogue('ja'))
    expect([1, 2, 5].map((count) => t('time.d', { count }))).toEqual(['1日', '2日', '5日'])
  })

  test('default: English keeps the spec labels for one and many', async () => {
    const { t } = createTranslator('en', {}, await loadCatalogue('en'))
    expect(t('time.sec', { count: 1 })).toBe('1 sec')
    expect(t('time.yr', { count: 2 })).toBe('2 yr')
  })
})
