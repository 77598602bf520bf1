import { describe, expect, test } from 'vitest'
import { createTranslator } from './createTranslator'
import { en } from './en'
import { es } from './es'

describe('createTranslator', () => {
  test('default: English with the spec texts', () => {
    const { t } = createTranslator()
    expect(t('title.Connect')).toBe('Connect Wallet')
    expect(t('notice.TOKEN_BALANCE_UNAVAILABLE')).toBe('Token Balance Unavailable')
  })

  test('parameters: placeholders are filled, unknown ones kept', () => {
    const { t } = createTranslator('en')
    expect(t('connecting.pending', { name: 'Rabby' })).toBe('Continue in Rabby')
    expect(t('connecting.pending')).toBe('Continue in {name}')
  })

  test('parameters: locale es-MX picks Spanish', () => {
    const { t } = createTranslator('es-MX')
    expect(t('account.disconnect')).toBe('Desconectar')
  })

  test('parameters: unknown locale falls back to English', () => {
    expect(createTranslator('fr').t('account.disconnect')).toBe('Disconnect')
  })

  test('parameters: the host overrides one message', () => {
    const { t } = createTranslator('es', { 'account.disconnect': 'Salir' })
    expect(t('account.disconnect')).toBe('Salir')
    expect(t('modal.close')).toBe('Cerrar')
  })

  test('behavior: Spanish is complete and translated', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(es[key]).not.toBe('')
  })
})
