import type { FeatureMessages } from '../../en'

/** Russian, ru: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'Токен',
  'send.amount': 'Сумма',
  'send.max': 'Макс.',
  'send.receiver': 'Кому',
  'send.receiverPlaceholder': 'Адрес',
  'send.receiverPlaceholderEvm': 'Адрес или имя ENS',
  'send.receiverInvalid': 'Недопустимый адрес в этой сети',
  'send.review': 'Проверить',
  'send.to': 'Кому: {receiver}',
  'send.network': 'Сеть: {network}',
  'send.fee': 'Комиссия сети: {fee}',
  'send.feeLoading': 'Оцениваем комиссию сети',
  'send.feeUnavailable': 'Комиссия сети неизвестна',
  'send.cancel': 'Отмена',
  'send.send': 'Отправить',
  'send.sending': 'Отправка…',
  'send.success': 'Отправлено',
} satisfies Partial<FeatureMessages<'send'>>
