import type { FeatureMessages } from '../../en'

/** Polish, pl: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro':
    'Portfel przechowuje Twoje kryptowaluty i pozwala logować się do aplikacji takich jak ta, bez hasła.',
  'guide.keys': 'Tylko Ty masz do niego klucze: nic się nie ruszy bez Twojej zgody.',
  'guide.start': 'Wybierz portfel z katalogu, zainstaluj go i wróć, aby się połączyć.',
  'guide.browse': 'Przeglądaj portfele',
  'guide.email': 'Nie masz portfela? Kontynuuj przez e-mail, a utworzymy go dla Ciebie.',
} satisfies Partial<FeatureMessages<'guide'>>
