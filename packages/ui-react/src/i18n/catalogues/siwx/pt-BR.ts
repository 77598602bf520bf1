import type { FeatureMessages } from '../../en'

/** Brazilian Portuguese, pt-BR: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'Este app',
  'siwx.request': 'quer que você entre com esta conta',
  'siwx.explanation':
    'Assinar uma mensagem prova que esta carteira é sua. Não custa nada e não envia nenhuma transação.',
  'siwx.sign': 'Assinar',
  'siwx.signing': 'Autenticando...',
  'siwx.cancel': 'Cancelar',
} satisfies Partial<FeatureMessages<'siwx'>>
