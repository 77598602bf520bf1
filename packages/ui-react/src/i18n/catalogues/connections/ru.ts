import type { FeatureMessages } from '../../en'

/** Russian, ru: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'Активен',
  'connections.makeActive': 'Сделать активным',
  'connections.disconnect': 'Отключить',
  'connections.add': 'Добавить ещё кошелёк',
  'connections.none': 'Нет подключённых кошельков.',
} satisfies Partial<FeatureMessages<'connections'>>
