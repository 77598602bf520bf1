import type { FeatureMessages } from '../../en'

/** Turkish, tr: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro': 'Cüzdan kriptolarını saklar ve bu gibi uygulamalara şifresiz giriş yapmanı sağlar.',
  'guide.keys': 'Anahtarları yalnızca sende: onayın olmadan hiçbir şey hareket etmez.',
  'guide.start': 'Katalogdan birini seç, kur ve bağlanmak için geri dön.',
  'guide.browse': 'Cüzdanlara göz at',
  'guide.email': 'Henüz cüzdanın yok mu? E-postanla devam et, sana bir tane oluşturalım.',
} satisfies Partial<FeatureMessages<'guide'>>
