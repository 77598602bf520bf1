import type { FeatureMessages } from '../../en'

/** Spanish, es: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'Esta aplicación',
  'siwx.request': 'quiere que inicies sesión con esta cuenta',
  'siwx.explanation':
    'Firmar un mensaje demuestra que esta billetera es tuya. No cuesta nada y no envía ninguna transacción.',
  'siwx.sign': 'Firmar',
  'siwx.signing': 'Autenticando...',
  'siwx.cancel': 'Cancelar',
} satisfies Partial<FeatureMessages<'siwx'>>
