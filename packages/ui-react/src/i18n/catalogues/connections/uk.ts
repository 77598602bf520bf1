import type { FeatureMessages } from '../../en'

/** Ukrainian, uk: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'Активний',
  'connections.makeActive': 'Зробити активним',
  'connections.disconnect': 'Відключити',
  'connections.add': 'Додати ще гаманець',
  'connections.none': 'Немає підключених гаманців.',
} satisfies Partial<FeatureMessages<'connections'>>
