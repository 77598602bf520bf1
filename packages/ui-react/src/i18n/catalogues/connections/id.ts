import type { FeatureMessages } from '../../en'

/** Indonesian, id: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'Aktif',
  'connections.makeActive': 'Jadikan aktif',
  'connections.disconnect': 'Putuskan',
  'connections.add': 'Tambah wallet lain',
  'connections.none': 'Tidak ada wallet yang terhubung.',
} satisfies Partial<FeatureMessages<'connections'>>
