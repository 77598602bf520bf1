import type { FeatureMessages } from '../../en'

/** Hindi, hi: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'फिर से कोशिश करें',
  'onramp.noProviders': '{network} पर कोई प्रदाता क्रिप्टो नहीं बेचता',
  'onramp.amount': '{fiat} में राशि',
  'onramp.amountInvalid': '0 से अधिक राशि डालें, अधिकतम 2 दशमलव अंकों के साथ',
  'onramp.opened': '{name} की विंडो में पूरा करें। लौटने पर आपका बैलेंस और गतिविधि अपडेट हो जाएंगे।',
  'onramp.openLink': '{name} खोलें',
  'onramp.legalPrefix': 'जारी रखकर, आप हमारी इन शर्तों से सहमत होते हैं:',
} satisfies Partial<FeatureMessages<'onramp'>>
