import type { FeatureMessages } from '../../en'

/** Traditional Chinese (Taiwan), zh-TW: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': '在 {network} 上收款',
  'receive.hint': '請只將 {network} 資產傳送到這個地址。',
  'receive.qr': '你的地址 QR 圖碼',
  'receive.copy': '複製地址',
  'receive.close': '完成',
} satisfies Partial<FeatureMessages<'receive'>>
