import type { FeatureMessages } from '../../en'

/** French, fr: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro':
    'Un wallet garde vos cryptos et vous connecte à des applis comme celle-ci, sans mot de passe.',
  'guide.keys': 'Vous seul en détenez les clés : rien ne bouge sans votre accord.',
  'guide.start': 'Choisissez-en un dans le catalogue, installez-le, puis revenez vous connecter.',
  'guide.browse': 'Parcourir les wallets',
  'guide.email': 'Pas encore de wallet ? Continuez avec votre e-mail, on vous en crée un.',
} satisfies Partial<FeatureMessages<'guide'>>
