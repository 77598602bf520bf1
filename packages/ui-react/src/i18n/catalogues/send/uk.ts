import type { FeatureMessages } from '../../en'

/** Ukrainian, uk: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'Токен',
  'send.amount': 'Сума',
  'send.max': 'Макс.',
  'send.receiver': 'Кому',
  'send.receiverPlaceholder': 'Адреса',
  'send.receiverPlaceholderEvm': 'Адреса або ім’я ENS',
  'send.receiverInvalid': 'Недійсна адреса в цій мережі',
  'send.review': 'Перевірити',
  'send.to': 'Кому: {receiver}',
  'send.network': 'Мережа: {network}',
  'send.fee': 'Комісія мережі: {fee}',
  'send.feeLoading': 'Оцінюємо комісію мережі',
  'send.feeUnavailable': 'Комісія мережі невідома',
  'send.cancel': 'Скасувати',
  'send.send': 'Надіслати',
  'send.sending': 'Надсилання…',
  'send.success': 'Надіслано',
} satisfies Partial<FeatureMessages<'send'>>
