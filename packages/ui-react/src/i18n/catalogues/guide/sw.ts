import type { FeatureMessages } from '../../en'

/** Swahili, sw: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro': 'Pochi huhifadhi kripto yako na hukuwezesha kuingia kwenye programu kama hii bila nenosiri.',
  'guide.keys': 'Ni wewe tu unayeshika funguo zake: hakuna kinachohamishwa bila idhini yako.',
  'guide.start': 'Chagua moja kwenye orodha, isakinishe, kisha urudi kuunganisha.',
  'guide.browse': 'Tazama pochi',
  'guide.email': 'Bado huna pochi? Endelea kwa barua pepe nasi tutakutengenezea moja.',
} satisfies Partial<FeatureMessages<'guide'>>
