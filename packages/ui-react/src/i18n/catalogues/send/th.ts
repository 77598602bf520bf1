import type { FeatureMessages } from '../../en'

/** Thai, th: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'โทเค็น',
  'send.amount': 'จำนวน',
  'send.max': 'สูงสุด',
  'send.receiver': 'ถึง',
  'send.receiverPlaceholder': 'ที่อยู่',
  'send.receiverPlaceholderEvm': 'ที่อยู่หรือชื่อ ENS',
  'send.receiverInvalid': 'ที่อยู่ไม่ถูกต้องบนเครือข่ายนี้',
  'send.review': 'ตรวจสอบ',
  'send.to': 'ถึง {receiver}',
  'send.network': 'เครือข่าย: {network}',
  'send.fee': 'ค่าธรรมเนียมเครือข่าย: {fee}',
  'send.feeLoading': 'กำลังประเมินค่าธรรมเนียมเครือข่าย',
  'send.feeUnavailable': 'ไม่ทราบค่าธรรมเนียมเครือข่าย',
  'send.cancel': 'ยกเลิก',
  'send.send': 'ส่ง',
  'send.sending': 'กำลังส่ง…',
  'send.success': 'ส่งแล้ว',
} satisfies Partial<FeatureMessages<'send'>>
