import type { FeatureMessages } from '../../en'

/** Simplified Chinese, zh-CN: the receive view’s messages (WalletReceive), loaded with it. */
export default {
  'receive.title': '在 {network} 上收款',
  'receive.hint': '请仅向此地址发送 {network} 资产。',
  'receive.qr': '你的地址二维码',
  'receive.copy': '复制地址',
  'receive.close': '完成',
} satisfies Partial<FeatureMessages<'receive'>>
