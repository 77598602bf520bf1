import type { FeatureMessages } from '../../en'

/** Brazilian Portuguese, pt-BR: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro': 'Uma carteira guarda suas criptos e permite entrar em apps como este, sem senha.',
  'guide.keys': 'Só você tem as chaves dela: nada se move sem a sua aprovação.',
  'guide.start': 'Escolha uma no catálogo, instale e volte para conectar.',
  'guide.browse': 'Ver carteiras',
  'guide.email': 'Ainda sem carteira? Continue com seu e-mail e criamos uma para você.',
} satisfies Partial<FeatureMessages<'guide'>>
