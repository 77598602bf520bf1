import type { Translator } from '../i18n/createTranslator'
import { useLatchContext } from './useLatchContext'

/** The translator of the provider's locale, with the host's overrides. */
export function useTranslate(): Translator {
  return useLatchContext().translator
}
