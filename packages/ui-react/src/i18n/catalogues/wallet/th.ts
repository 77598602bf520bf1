import type { FeatureMessages } from '../../en'

/** Thai, th: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'ความปลอดภัยของวอลเล็ต',
  'walletSecurity.addPasskey': 'เพิ่มพาสคีย์',
  'walletSecurity.passkeyAdded': 'เพิ่มพาสคีย์แล้ว',
  'walletSecurity.passkeyAddedKeepKit': 'เพิ่มพาสคีย์แล้ว เก็บชุดกู้คืนไว้ให้ดี: พาสคีย์นี้เปิดวอลเล็ตบนอุปกรณ์ใหม่ไม่ได้',
  'walletSecurity.export': 'ส่งออกวอลเล็ต',
  'walletSecurity.delete': 'ลบวอลเล็ต',
  'connect.passkey': 'เข้าสู่ระบบด้วยพาสคีย์',
  'error.PASSKEY_FAILED': 'ใช้พาสคีย์ไม่ได้',
  'error.PASSKEY_FAILED.notUsed': 'ไม่ได้ใช้พาสคีย์',
  'error.PASSKEY_FAILED.unknownPasskey': 'พาสคีย์นี้ไม่ได้ลงทะเบียนไว้กับวอลเล็ตนี้',
  'error.PASSKEY_FAILED.notVerified': 'ยืนยันพาสคีย์ไม่สำเร็จ',
  'error.PASSKEY_FAILED.alreadyAdded': 'อุปกรณ์นี้มีพาสคีย์ของวอลเล็ตนี้อยู่แล้ว',
  'farcaster.scan': 'สแกนด้วยโทรศัพท์เพื่อลงชื่อเข้าใช้ด้วย Farcaster',
  'farcaster.scanHint': 'ใช้กล้องหรือแอป Farcaster แล้วอนุมัติการลงชื่อเข้าใช้',
  'farcaster.qr': 'คิวอาร์โค้ดสำหรับลงชื่อเข้าใช้ด้วย Farcaster',
  'farcaster.open': 'เปิด Farcaster',
  'farcaster.loading': 'กำลังเตรียมการลงชื่อเข้าใช้ด้วย Farcaster',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'ไม่สามารถยืนยันลายเซ็นของ Farcaster ได้',
  'error.FRESH_LOGIN_REQUIRED': 'เพื่อความปลอดภัย โปรดเข้าสู่ระบบอีกครั้งเพื่อดำเนินการต่อ',
} satisfies Partial<FeatureMessages<'wallet'>>
