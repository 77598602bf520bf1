import type { FeatureMessages } from '../../en'

/** Thai, th: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'จาก',
  'swap.to': 'เป็น',
  'swap.balance': 'ยอดคงเหลือ: {amount}',
  'swap.slippage': 'สลิปเพจสูงสุด (%)',
  'swap.quoting': 'กำลังขอราคา…',
  'swap.review': 'ตรวจสอบการสลับ',
  'swap.rate': 'อัตรา',
  'swap.priceImpact': 'ผลกระทบต่อราคา',
  'swap.networkFee': 'ค่าธรรมเนียมเครือข่าย',
  'swap.providerFee': 'ค่าธรรมเนียมผู้ให้บริการ',
  'swap.minimumReceived': 'ได้รับขั้นต่ำ',
  'swap.approving': 'อนุมัติ {symbol} ในวอลเล็ตของคุณ',
  'swap.swapping': 'ยืนยันการสลับในวอลเล็ตของคุณ',
  'swap.success': 'ส่งการสลับแล้ว',
} satisfies Partial<FeatureMessages<'swap'>>
