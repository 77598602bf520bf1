import type { FeatureMessages } from '../../en'

/** Thai, th: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': 'รับบน {network}',
  'receive.hint': 'ส่งเฉพาะสินทรัพย์บน {network} มายังที่อยู่นี้',
  'receive.qr': 'คิวอาร์โค้ดของที่อยู่คุณ',
  'receive.copy': 'คัดลอกที่อยู่',
  'receive.close': 'เสร็จสิ้น',
} satisfies Partial<FeatureMessages<'receive'>>
