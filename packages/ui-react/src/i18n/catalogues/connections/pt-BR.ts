import type { FeatureMessages } from '../../en'

/** Brazilian Portuguese, pt-BR: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'Ativa',
  'connections.makeActive': 'Ativar',
  'connections.disconnect': 'Desconectar',
  'connections.add': 'Adicionar outra carteira',
  'connections.none': 'Nenhuma carteira conectada.',
} satisfies Partial<FeatureMessages<'connections'>>
