import type { FeatureMessages } from '../../en'

/** Spanish, es: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'Activa',
  'connections.makeActive': 'Activar',
  'connections.disconnect': 'Desconectar',
  'connections.add': 'Añadir otra cartera',
  'connections.none': 'No hay ninguna cartera conectada.',
} satisfies Partial<FeatureMessages<'connections'>>
