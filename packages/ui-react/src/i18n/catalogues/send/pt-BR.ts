import type { FeatureMessages } from '../../en'

/** Brazilian Portuguese, pt-BR: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'Token',
  'send.amount': 'Valor',
  'send.max': 'Máx.',
  'send.receiver': 'Para',
  'send.receiverPlaceholder': 'Endereço',
  'send.receiverPlaceholderEvm': 'Endereço ou nome ENS',
  'send.receiverInvalid': 'Endereço inválido nesta rede',
  'send.review': 'Revisar',
  'send.to': 'Para {receiver}',
  'send.network': 'Rede: {network}',
  'send.fee': 'Taxa de rede: {fee}',
  'send.feeLoading': 'Estimando a taxa de rede',
  'send.feeUnavailable': 'Taxa de rede desconhecida',
  'send.cancel': 'Cancelar',
  'send.send': 'Enviar',
  'send.sending': 'Enviando…',
  'send.success': 'Enviado',
} satisfies Partial<FeatureMessages<'send'>>
