import type { FeatureMessages } from '../../en'

/** Persian, fa: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'توکن',
  'send.amount': 'مقدار',
  'send.max': 'حداکثر',
  'send.receiver': 'به',
  'send.receiverPlaceholder': 'نشانی',
  'send.receiverPlaceholderEvm': 'نشانی یا نام ENS',
  'send.receiverInvalid': 'نشانی در این شبکه معتبر نیست',
  'send.review': 'بررسی',
  'send.to': 'به {receiver}',
  'send.network': 'شبکه: {network}',
  'send.fee': 'کارمزد شبکه: {fee}',
  'send.feeLoading': 'در حال برآورد کارمزد شبکه',
  'send.feeUnavailable': 'کارمزد شبکه نامشخص است',
  'send.cancel': 'لغو',
  'send.send': 'ارسال',
  'send.sending': 'در حال ارسال…',
  'send.success': 'ارسال شد',
} satisfies Partial<FeatureMessages<'send'>>
