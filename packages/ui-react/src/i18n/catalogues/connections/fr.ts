import type { FeatureMessages } from '../../en'

/** French, fr: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'Actif',
  'connections.makeActive': 'Activer',
  'connections.disconnect': 'Déconnecter',
  'connections.add': 'Ajouter un autre wallet',
  'connections.none': 'Aucun wallet connecté.',
} satisfies Partial<FeatureMessages<'connections'>>
