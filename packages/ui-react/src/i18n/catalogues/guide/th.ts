import type { FeatureMessages } from '../../en'

/** Thai, th: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro': 'วอลเล็ตเก็บคริปโตของคุณ และให้คุณเข้าสู่ระบบแอปแบบนี้ได้โดยไม่ต้องใช้รหัสผ่าน',
  'guide.keys': 'มีแต่คุณที่ถือกุญแจ: ไม่มีอะไรเคลื่อนไหวหากคุณไม่อนุมัติ',
  'guide.start': 'เลือกวอลเล็ตจากแคตตาล็อก ติดตั้ง แล้วกลับมาเชื่อมต่อ',
  'guide.browse': 'ดูวอลเล็ต',
  'guide.email': 'ยังไม่มีวอลเล็ต? ดำเนินการต่อด้วยอีเมล แล้วเราจะสร้างให้คุณ',
} satisfies Partial<FeatureMessages<'guide'>>
