import type { FeatureMessages } from '../../en'

/** Simplified Chinese, zh-CN: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': '此应用',
  'siwx.request': '请求你使用此账户登录',
  'siwx.explanation': '签名消息可以证明你拥有此钱包。不产生任何费用，也不会发送交易。',
  'siwx.sign': '签名',
  'siwx.signing': '正在验证...',
  'siwx.cancel': '取消',
} satisfies Partial<FeatureMessages<'siwx'>>
