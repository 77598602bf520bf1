import type { FeatureMessages } from '../../en'

/** Swahili, sw: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'Jaribu tena',
  'onramp.noProviders': 'Hakuna mtoa huduma anayeuza kripto kwenye {network}',
  'onramp.amount': 'Kiasi kwa {fiat}',
  'onramp.amountInvalid': 'Weka kiasi zaidi ya 0, chenye desimali 2 au chache',
  'onramp.opened': 'Maliza kwenye dirisha la {name}. Salio na shughuli zako husasishwa ukirudi.',
  'onramp.openLink': 'Fungua {name}',
  'onramp.legalPrefix': 'Kwa kuendelea, unakubali',
} satisfies Partial<FeatureMessages<'onramp'>>
