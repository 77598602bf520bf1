import * as core from '@latch/core'
import { beforeAll, describe, expect, test } from 'vitest'
import { loadModal } from '../modal/loadModal'
import { createTranslator } from './createTranslator'
import { en, type MessageKey } from './en'

/** One instance of every error class core exports (constructor arguments do not change the code). */
function everyCoreError(): core.LatchError[] {
  const exported: unknown[] = Object.values(core)
  return exported
    .filter(
      (value): value is new () => core.LatchError =>
        typeof value === 'function' && value.prototype instanceof core.LatchError,
    )
    .map((ErrorClass) => new ErrorClass())
}

/** Keys English lacks (every other locale has exactly English's keys: catalogueParity.test.ts). */
function missingKeys(keys: readonly string[]): string[] {
  return keys.filter((key) => !(key in en))
}

describe('translation catalogue coverage', () => {
  beforeAll(() => loadModal())
  test('behavior: every notice code of spec §8 has an English key, so a key in every locale', () => {
    expect(core.NOTICE_CODES.length).toBe(12)
    expect(missingKeys(core.NOTICE_CODES.map((code) => `notice.${code}`))).toEqual([])
  })

  test('behavior: every core error code has an English key, so a key in every locale', () => {
    const errors = everyCoreError()
    expect(errors.length).toBeGreaterThanOrEqual(27)
    expect(missingKeys(errors.map((error) => `error.${error.code}`))).toEqual([])
  })

  test('behavior: every view has a title key in English, so in every locale', () => {
    expect(missingKeys(core.VIEWS.map((view) => `title.${view}`))).toEqual([])
  })

  test('default: English notices are exactly the spec texts', () => {
    const { t } = createTranslator('en', {}, en)
    expect(t('notice.AUTHENTICATING')).toBe('Authenticating...')
    expect(t('notice.AUTH_INIT_FAILED')).toBe('A problem occurred while trying initialize authentication')
    expect(t('notice.ORIGIN_NOT_ALLOWED', { origin: 'https://a.example' })).toBe(
      core.originNotAllowed('https://a.example').message,
    )
    expect(t('notice.UNSUPPORTED_PROVIDER', { name: 'Foo' })).toBe(core.unsupportedProvider('Foo').message)
    for (const notice of [
      core.AUTHENTICATING,
      core.MULTI_WALLET_NOT_ENABLED,
      core.RATE_LIMITED,
      core.SIGN_MESSAGE_FAILED,
    ])
      expect(t(`notice.${notice.id}` as MessageKey)).toBe(notice.message)
  })

  test('default: English error texts are exactly the messages core raises', () => {
    const { t } = createTranslator('en', {}, en)
    expect(t('error.NO_SESSION')).toBe(new core.NoSessionError().message)
    expect(t('error.EMAIL_COOLDOWN', { seconds: 12 })).toBe(new core.EmailCooldownError(12).message)
    expect(t('error.DISCONNECT_FAILED', { reasons: 'eip155' })).toBe(
      new core.DisconnectChainsError('eip155').message,
    )
    expect(t('error.RPC_METHOD_NOT_ALLOWED')).toBe(new core.RpcMethodNotAllowedError().uiMessage)
    for (const error of everyCoreError()) {
      const text = t(`error.${error.code}` as MessageKey)
      if (!/\{\w+\}/.test(text) && error.code !== 'RPC_METHOD_NOT_ALLOWED') expect(text).toBe(error.message)
    }
  })
})
