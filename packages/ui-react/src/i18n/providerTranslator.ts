import { BUTTON_MESSAGES } from './buttonMessages'
import type { Translate, Translator } from './createTranslator'
import type { Messages } from './en'
import { fillMessage, languageOf } from './fillMessage'

type CreateTranslator = (locale: string, overrides: Partial<Messages>) => Translator

// Set once the modal's chunk (which holds the complete catalogues) is in. Loaded code, not state: every provider
// reads the same catalogues.
let createFullTranslator: CreateTranslator | undefined

/** Called with the modal's chunk: from then on every provider's translator knows every message. */
export function provideCatalogues(create: CreateTranslator): void {
  createFullTranslator = create
}

/**
 * The provider's translator. The first load carries only the buttons' words (`BUTTON_MESSAGES`); every other
 * message is looked up in the complete catalogue, which arrives with the modal's chunk, before anything that shows
 * such a message can render.
 */
export function createProviderTranslator(locale: string, overrides: Partial<Messages> = {}): Translator {
  const buttons = BUTTON_MESSAGES[languageOf(locale, BUTTON_MESSAGES) ?? 'en']
  let full: Translator | undefined
  const t: Translate = (key, params) => {
    if (createFullTranslator) {
      full ??= createFullTranslator(locale, overrides)
      return full.t(key, params)
    }
    const template = overrides[key] ?? (key in buttons ? buttons[key as keyof typeof buttons] : key)
    return fillMessage(template, params)
  }
  return { locale, t }
}
