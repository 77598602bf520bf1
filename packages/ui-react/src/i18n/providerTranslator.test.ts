import { describe, expect, it } from 'vitest'
import { createTranslator } from './createTranslator'
import { createProviderTranslator, provideCatalogues } from './providerTranslator'

// One file, one module instance: the first test runs before the modal's chunk has provided the catalogues.
describe('the provider translator (issue 21: the first load carries only the buttons’ words)', () => {
  it('before the modal chunk: the buttons speak the locale, with the host’s overrides, and nothing else is loaded', () => {
    const { t, locale } = createProviderTranslator('es-MX', { 'button.connecting': 'Un momento…' })
    expect(locale).toBe('es-MX')
    expect(t('button.connect')).toBe('Conectar cartera')
    expect(t('button.connecting')).toBe('Un momento…')
    expect(t('button.network', { name: 'Arbitrum' })).toBe('Red: Arbitrum')
    expect(createProviderTranslator('fr').t('button.connect')).toBe('Connect Wallet')
    // A modal message is not part of the first load: it is looked up only once the catalogue is in.
    expect(t('connect.allWallets')).toBe('connect.allWallets')
  })

  it('once the modal chunk provides the catalogues, every message of the locale translates, overrides first', () => {
    const translator = createProviderTranslator('es', { 'account.disconnect': 'Salir' })
    provideCatalogues(createTranslator)
    expect(translator.t('connect.allWallets')).toBe('Todas las carteras')
    expect(translator.t('account.disconnect')).toBe('Salir')
    expect(translator.t('button.connect')).toBe('Conectar cartera')
  })
})
