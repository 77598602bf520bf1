import type { FeatureMessages } from '../../en'

/** Turkish, tr: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'Bu uygulama',
  'siwx.request': 'bu hesapla giriş yapmanı istiyor',
  'siwx.explanation':
    'Mesaj imzalamak bu cüzdanın sana ait olduğunu kanıtlar. Ücretsizdir ve işlem göndermez.',
  'siwx.sign': 'İmzala',
  'siwx.signing': 'Doğrulanıyor...',
  'siwx.cancel': 'İptal',
} satisfies Partial<FeatureMessages<'siwx'>>
