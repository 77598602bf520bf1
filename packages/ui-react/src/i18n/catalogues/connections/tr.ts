import type { FeatureMessages } from '../../en'

/** Turkish, tr: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'Etkin',
  'connections.makeActive': 'Etkinleştir',
  'connections.disconnect': 'Bağlantıyı kes',
  'connections.add': 'Başka cüzdan ekle',
  'connections.none': 'Bağlı cüzdan yok.',
} satisfies Partial<FeatureMessages<'connections'>>
