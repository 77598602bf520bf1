import type { FeatureMessages } from '../../en'

/** French, fr: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'Cette app',
  'siwx.request': 'vous demande de vous connecter avec ce compte',
  'siwx.explanation':
    'Signer un message prouve que ce wallet vous appartient. C’est gratuit et n’envoie aucune transaction.',
  'siwx.sign': 'Signer',
  'siwx.signing': 'Authentification...',
  'siwx.cancel': 'Annuler',
} satisfies Partial<FeatureMessages<'siwx'>>
