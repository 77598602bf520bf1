import type { FeatureMessages } from '../../en'

/** Hebrew, he: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'טוקן',
  'send.amount': 'סכום',
  'send.max': 'מקסימום',
  'send.receiver': 'אל',
  'send.receiverPlaceholder': 'כתובת',
  'send.receiverPlaceholderEvm': 'כתובת או שם ENS',
  'send.receiverInvalid': 'הכתובת לא תקינה ברשת הזו',
  'send.review': 'בדיקה',
  'send.to': 'אל {receiver}',
  'send.network': 'רשת: {network}',
  'send.fee': 'עמלת רשת: {fee}',
  'send.feeLoading': 'מחשבים את עמלת הרשת',
  'send.feeUnavailable': 'עמלת הרשת לא ידועה',
  'send.cancel': 'ביטול',
  'send.send': 'שליחה',
  'send.sending': 'שולח…',
  'send.success': 'נשלח',
} satisfies Partial<FeatureMessages<'send'>>
