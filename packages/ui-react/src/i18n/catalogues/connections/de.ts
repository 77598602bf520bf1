import type { FeatureMessages } from '../../en'

/** German, de: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'Aktiv',
  'connections.makeActive': 'Aktivieren',
  'connections.disconnect': 'Trennen',
  'connections.add': 'Weitere Wallet hinzufügen',
  'connections.none': 'Keine Wallet verbunden.',
} satisfies Partial<FeatureMessages<'connections'>>
