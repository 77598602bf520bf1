import type { FeatureMessages } from '../../en'

/** Russian, ru: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'Это приложение',
  'siwx.request': 'просит войти с этим аккаунтом',
  'siwx.explanation':
    'Подпись сообщения подтверждает, что кошелёк принадлежит вам. Это бесплатно и не отправляет транзакцию.',
  'siwx.sign': 'Подписать',
  'siwx.signing': 'Вход...',
  'siwx.cancel': 'Отмена',
} satisfies Partial<FeatureMessages<'siwx'>>
