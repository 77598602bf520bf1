import type { FeatureMessages } from '../../en'

/** Spanish, es: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'Token',
  'send.amount': 'Cantidad',
  'send.max': 'Máx.',
  'send.receiver': 'Para',
  'send.receiverPlaceholder': 'Dirección',
  'send.receiverPlaceholderEvm': 'Dirección o nombre ENS',
  'send.receiverInvalid': 'No es una dirección válida en esta red',
  'send.review': 'Revisar',
  'send.to': 'Para {receiver}',
  'send.network': 'Red: {network}',
  'send.fee': 'Comisión de red: {fee}',
  'send.feeLoading': 'Calculando la comisión de red',
  'send.feeUnavailable': 'Comisión de red desconocida',
  'send.cancel': 'Cancelar',
  'send.send': 'Enviar',
  'send.sending': 'Enviando…',
  'send.success': 'Enviado',
} satisfies Partial<FeatureMessages<'send'>>
