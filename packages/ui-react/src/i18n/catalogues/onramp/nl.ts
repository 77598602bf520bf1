import type { FeatureMessages } from '../../en'

/** Dutch, nl: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'Opnieuw proberen',
  'onramp.noProviders': 'Geen aanbieder verkoopt crypto op {network}',
  'onramp.amount': 'Bedrag in {fiat}',
  'onramp.amountInvalid': 'Voer een bedrag boven 0 in, met hoogstens 2 decimalen',
  'onramp.opened':
    'Rond af in het venster van {name}. Je saldo en activiteit worden bijgewerkt als je terugkomt.',
  'onramp.openLink': '{name} openen',
  'onramp.legalPrefix': 'Door verder te gaan, ga je akkoord met onze',
} satisfies Partial<FeatureMessages<'onramp'>>
