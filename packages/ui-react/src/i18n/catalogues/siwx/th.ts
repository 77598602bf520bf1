import type { FeatureMessages } from '../../en'

/** Thai, th: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'แอปนี้',
  'siwx.request': 'ต้องการให้คุณลงชื่อเข้าใช้ด้วยบัญชีนี้',
  'siwx.explanation': 'การลงนามข้อความเป็นการยืนยันว่าคุณเป็นเจ้าของวอลเล็ตนี้ ไม่มีค่าใช้จ่ายและไม่ส่งธุรกรรมใดๆ',
  'siwx.sign': 'ลงนาม',
  'siwx.signing': 'กำลังยืนยันตัวตน...',
  'siwx.cancel': 'ยกเลิก',
} satisfies Partial<FeatureMessages<'siwx'>>
