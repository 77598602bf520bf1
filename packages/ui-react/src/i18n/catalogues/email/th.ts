import type { FeatureMessages } from '../../en'

/** Thai, th: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': 'ป้อนรหัส 6 หลักที่เราส่งไปที่ {email}',
  'otp.label': 'รหัส',
  'otp.submit': 'ยืนยัน',
  'otp.checking': 'กำลังตรวจสอบรหัส…',
  'otp.resend': 'ส่งรหัสอีกครั้ง',
  'otp.resent': 'รหัสใหม่กำลังส่งไป',
  'otp.hint': 'กระเป๋าเงินของคุณจะเปิดในหน้าต่างที่ปลอดภัยของเซิร์ฟเวอร์กระเป๋าเงิน โปรดเปิดหน้านี้ไว้',
  'dataCapture.intro': 'เพิ่มอีเมลของคุณในบัญชีนี้ เราจะส่งรหัสเพื่อยืนยัน',
  'dataCapture.send': 'ส่งรหัส',
  'dataCapture.skip': 'ไว้ทีหลัง',
  'dataCapture.confirm': 'ยืนยัน',
} satisfies Partial<FeatureMessages<'email'>>
