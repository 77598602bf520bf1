import type { FeatureMessages } from '../../en'

/** Italian, it: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'Questa app',
  'siwx.request': 'ti chiede di accedere con questo account',
  'siwx.explanation':
    'Firmare un messaggio dimostra che questo wallet è tuo. Non costa nulla e non invia alcuna transazione.',
  'siwx.sign': 'Firma',
  'siwx.signing': 'Autenticazione...',
  'siwx.cancel': 'Annulla',
} satisfies Partial<FeatureMessages<'siwx'>>
