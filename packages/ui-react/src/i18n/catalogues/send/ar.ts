import type { FeatureMessages } from '../../en'

/** Arabic, ar: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'الرمز المميز',
  'send.amount': 'المبلغ',
  'send.max': 'الحد الأقصى',
  'send.receiver': 'إلى',
  'send.receiverPlaceholder': 'العنوان',
  'send.receiverPlaceholderEvm': 'العنوان أو اسم ENS',
  'send.receiverInvalid': 'عنوان غير صالح على هذه الشبكة',
  'send.review': 'مراجعة',
  'send.to': 'إلى {receiver}',
  'send.network': 'الشبكة: {network}',
  'send.fee': 'رسوم الشبكة: {fee}',
  'send.feeLoading': 'جارٍ تقدير رسوم الشبكة',
  'send.feeUnavailable': 'رسوم الشبكة غير معروفة',
  'send.cancel': 'إلغاء',
  'send.send': 'إرسال',
  'send.sending': 'جارٍ الإرسال…',
  'send.success': 'تم الإرسال',
} satisfies Partial<FeatureMessages<'send'>>
