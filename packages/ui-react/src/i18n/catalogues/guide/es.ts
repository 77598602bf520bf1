import type { FeatureMessages } from '../../en'

/** Spanish, es: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro':
    'Una cartera guarda tus criptomonedas y te permite iniciar sesión en apps como esta, sin contraseña.',
  'guide.keys': 'Solo tú tienes sus claves: nada se mueve sin tu aprobación.',
  'guide.start': 'Elige una del catálogo, instálala y vuelve para conectarte.',
  'guide.browse': 'Ver carteras',
  'guide.email': '¿Aún sin cartera? Continúa con tu e-mail y te creamos una.',
} satisfies Partial<FeatureMessages<'guide'>>
