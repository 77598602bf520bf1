import type { FeatureMessages } from '../../en'

/** Malay, ms: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'Aktif',
  'connections.makeActive': 'Jadikan aktif',
  'connections.disconnect': 'Putuskan sambungan',
  'connections.add': 'Tambah dompet lain',
  'connections.none': 'Tiada dompet disambungkan.',
} satisfies Partial<FeatureMessages<'connections'>>
