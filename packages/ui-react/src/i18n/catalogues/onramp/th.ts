import type { FeatureMessages } from '../../en'

/** Thai, th: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'ลองอีกครั้ง',
  'onramp.noProviders': 'ไม่มีผู้ให้บริการที่ขายคริปโตบน {network}',
  'onramp.amount': 'จำนวนเงินเป็น {fiat}',
  'onramp.amountInvalid': 'ใส่จำนวนที่มากกว่า 0 และมีทศนิยมไม่เกิน 2 ตำแหน่ง',
  'onramp.opened': 'ทำรายการให้เสร็จในหน้าต่างของ {name} ยอดคงเหลือและกิจกรรมจะอัปเดตเมื่อคุณกลับมา',
  'onramp.openLink': 'เปิด {name}',
  'onramp.legalPrefix': 'เมื่อดำเนินการต่อ แสดงว่าคุณยอมรับ',
} satisfies Partial<FeatureMessages<'onramp'>>
