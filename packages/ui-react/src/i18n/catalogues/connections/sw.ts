import type { FeatureMessages } from '../../en'

/** Swahili, sw: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'Inatumika',
  'connections.makeActive': 'Itumie',
  'connections.disconnect': 'Tenganisha',
  'connections.add': 'Ongeza pochi nyingine',
  'connections.none': 'Hakuna pochi iliyounganishwa.',
} satisfies Partial<FeatureMessages<'connections'>>
