import type { FeatureMessages } from '../../en'

/** German, de: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro':
    'Eine Wallet verwahrt deine Kryptowerte und meldet dich bei Apps wie dieser an, ohne Passwort.',
  'guide.keys': 'Nur du hast ihre Schlüssel: Nichts bewegt sich ohne deine Zustimmung.',
  'guide.start': 'Wähle eine aus dem Katalog, installiere sie und komm zum Verbinden zurück.',
  'guide.browse': 'Wallets ansehen',
  'guide.email': 'Noch keine Wallet? Mach mit deiner E-Mail weiter, dann bekommst du eine.',
} satisfies Partial<FeatureMessages<'guide'>>
