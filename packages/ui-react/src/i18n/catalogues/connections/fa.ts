import type { FeatureMessages } from '../../en'

/** Persian, fa: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'فعال',
  'connections.makeActive': 'فعال کردن',
  'connections.disconnect': 'قطع اتصال',
  'connections.add': 'افزودن کیف پول دیگر',
  'connections.none': 'هیچ کیف پولی متصل نیست.',
} satisfies Partial<FeatureMessages<'connections'>>
