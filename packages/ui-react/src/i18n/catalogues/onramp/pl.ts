import type { FeatureMessages } from '../../en'

/** Polish, pl: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'Spróbuj ponownie',
  'onramp.noProviders': 'Żaden dostawca nie sprzedaje kryptowalut w sieci {network}',
  'onramp.amount': 'Kwota w {fiat}',
  'onramp.amountInvalid': 'Wpisz kwotę większą od 0, z najwyżej 2 miejscami po przecinku',
  'onramp.opened': 'Dokończ w oknie {name}. Saldo i aktywność odświeżą się po powrocie.',
  'onramp.openLink': 'Otwórz {name}',
  'onramp.legalPrefix': 'Kontynuując, akceptujesz nasze',
} satisfies Partial<FeatureMessages<'onramp'>>
