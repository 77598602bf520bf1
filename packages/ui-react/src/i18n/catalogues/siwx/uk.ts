import type { FeatureMessages } from '../../en'

/** Ukrainian, uk: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'Цей застосунок',
  'siwx.request': 'просить увійти з цим обліковим записом',
  'siwx.explanation':
    'Підпис повідомлення підтверджує, що гаманець належить вам. Це безкоштовно й не надсилає транзакцію.',
  'siwx.sign': 'Підписати',
  'siwx.signing': 'Вхід...',
  'siwx.cancel': 'Скасувати',
} satisfies Partial<FeatureMessages<'siwx'>>
