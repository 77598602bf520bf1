import type { FeatureMessages } from '../../en'

/** Polish, pl: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'Ta aplikacja',
  'siwx.request': 'prosi o zalogowanie się tym kontem',
  'siwx.explanation':
    'Podpisanie wiadomości potwierdza, że ten portfel należy do Ciebie. Nic nie kosztuje i nie wysyła żadnej transakcji.',
  'siwx.sign': 'Podpisz',
  'siwx.signing': 'Uwierzytelnianie...',
  'siwx.cancel': 'Anuluj',
} satisfies Partial<FeatureMessages<'siwx'>>
