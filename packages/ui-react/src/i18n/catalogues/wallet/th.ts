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
} satisfies Partial<FeatureMessages<'wallet'>>
