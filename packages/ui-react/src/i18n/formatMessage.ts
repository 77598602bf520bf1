import type { PluralMessage } from './en'
import { fillMessage, type MessageParams } from './fillMessage'
import { isRightToLeft } from './pageLocale'

/** Placeholders that hold an address, amount, hash or origin: kept left to right inside a right-to-left sentence. */
const LEFT_TO_RIGHT = /^(address|receiver|value|fee|origin|reasons)$/

// Intl objects are immutable and costly to build (ICU data): one per locale is a memo, not state.
const plurals = new Map<string, Intl.PluralRules>()
const numbers = new Map<string, Intl.NumberFormat>()

function memo<Value>(cache: Map<string, Value>, locale: string, build: () => Value): Value {
  let value = cache.get(locale)
  if (!value) {
    value = build()
    cache.set(locale, value)
  }
  return value
}

/**
 * Writes a message in `locale`: the plural form for `count` (`Intl.PluralRules`), numbers with the locale's digits
 * and grouping (`Intl.NumberFormat`), and, in a right-to-left locale, addresses, amounts and hashes inside Unicode
 * isolates (LRI … PDI) so that their characters keep their order.
 */
export function formatMessage(
  message: string | PluralMessage,
  params: MessageParams | undefined,
  locale: string,
): string {
  let template = message
  if (typeof template !== 'string') {
    const count = params?.count
    const form =
      typeof count === 'number'
        ? memo(plurals, locale, () => new Intl.PluralRules(locale)).select(count)
        : 'other'
    template = template[form] ?? template.other
  }
  const rtl = isRightToLeft(locale)
  return fillMessage(template, params, (value, name) => {
    if (typeof value === 'number')
      return memo(numbers, locale, () => new Intl.NumberFormat(locale)).format(value)
    return rtl && LEFT_TO_RIGHT.test(name) ? `\u2066${value}\u2069` : value
  })
}
