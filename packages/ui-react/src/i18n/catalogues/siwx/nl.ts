import type { FeatureMessages } from '../../en'

/** Dutch, nl: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'Deze app',
  'siwx.request': 'vraagt je in te loggen met dit account',
  'siwx.explanation':
    'Door een bericht te ondertekenen bewijs je dat deze wallet van jou is. Het kost niets en verstuurt geen transactie.',
  'siwx.sign': 'Ondertekenen',
  'siwx.signing': 'Bezig met verifiëren...',
  'siwx.cancel': 'Annuleren',
} satisfies Partial<FeatureMessages<'siwx'>>
