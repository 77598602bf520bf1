import type { FeatureMessages } from '../../en'

/** Polish, pl: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'Aktywny',
  'connections.makeActive': 'Ustaw jako aktywny',
  'connections.disconnect': 'Rozłącz',
  'connections.add': 'Dodaj kolejny portfel',
  'connections.none': 'Brak połączonego portfela.',
} satisfies Partial<FeatureMessages<'connections'>>
