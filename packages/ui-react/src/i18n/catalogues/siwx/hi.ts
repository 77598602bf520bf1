import type { FeatureMessages } from '../../en'

/** Hindi, hi: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'यह ऐप',
  'siwx.request': 'चाहता है कि आप इस खाते से साइन इन करें',
  'siwx.explanation':
    'मैसेज पर साइन करने से साबित होता है कि यह वॉलेट आपका है। इसमें कोई खर्च नहीं है और कोई ट्रांज़ैक्शन नहीं भेजा जाता।',
  'siwx.sign': 'साइन करें',
  'siwx.signing': 'प्रमाणित किया जा रहा है...',
  'siwx.cancel': 'रद्द करें',
} satisfies Partial<FeatureMessages<'siwx'>>
