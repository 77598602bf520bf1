import type { FeatureMessages } from '../../en'

/** Dutch, nl: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'Actief',
  'connections.makeActive': 'Actief maken',
  'connections.disconnect': 'Verbinding verbreken',
  'connections.add': 'Nog een wallet toevoegen',
  'connections.none': 'Geen wallet verbonden.',
} satisfies Partial<FeatureMessages<'connections'>>
