import type { FeatureMessages } from '../../en'

/** German, de: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'Erneut versuchen',
  'onramp.noProviders': 'Kein Anbieter verkauft Krypto auf {network}',
  'onramp.amount': 'Betrag in {fiat}',
  'onramp.amountInvalid': 'Gib einen Betrag über 0 mit höchstens 2 Nachkommastellen ein',
  'onramp.opened':
    'Schließe den Kauf im Fenster von {name} ab. Guthaben und Aktivität werden aktualisiert, wenn du zurückkommst.',
  'onramp.openLink': '{name} öffnen',
  'onramp.legalPrefix': 'Wenn du fortfährst, akzeptierst du unsere',
} satisfies Partial<FeatureMessages<'onramp'>>
