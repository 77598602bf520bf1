import type { FeatureMessages } from '../../en'

/** German, de: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'Diese App',
  'siwx.request': 'möchte, dass du dich mit diesem Konto anmeldest',
  'siwx.explanation':
    'Mit der Signatur einer Nachricht weist du nach, dass dir diese Wallet gehört. Das kostet nichts und sendet keine Transaktion.',
  'siwx.sign': 'Signieren',
  'siwx.signing': 'Anmeldung läuft...',
  'siwx.cancel': 'Abbrechen',
} satisfies Partial<FeatureMessages<'siwx'>>
