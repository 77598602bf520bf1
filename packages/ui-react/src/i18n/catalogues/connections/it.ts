import type { FeatureMessages } from '../../en'

/** Italian, it: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'Attivo',
  'connections.makeActive': 'Rendi attivo',
  'connections.disconnect': 'Disconnetti',
  'connections.add': 'Aggiungi un altro wallet',
  'connections.none': 'Nessun wallet connesso.',
} satisfies Partial<FeatureMessages<'connections'>>
