import type { FeatureMessages } from '../../en'

/** Dutch, nl: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro': 'Een wallet bewaart je crypto en laat je inloggen bij apps zoals deze, zonder wachtwoord.',
  'guide.keys': 'Alleen jij hebt de sleutels: er gebeurt niets zonder jouw goedkeuring.',
  'guide.start': 'Kies er een uit de catalogus, installeer hem en kom terug om te verbinden.',
  'guide.browse': 'Wallets bekijken',
  'guide.email': 'Nog geen wallet? Ga verder met je e-mail en we maken er een voor je.',
} satisfies Partial<FeatureMessages<'guide'>>
