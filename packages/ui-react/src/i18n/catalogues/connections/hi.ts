import type { FeatureMessages } from '../../en'

/** Hindi, hi: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'सक्रिय',
  'connections.makeActive': 'सक्रिय करें',
  'connections.disconnect': 'डिस्कनेक्ट करें',
  'connections.add': 'एक और वॉलेट जोड़ें',
  'connections.none': 'कोई वॉलेट कनेक्ट नहीं है।',
} satisfies Partial<FeatureMessages<'connections'>>
