import type { FeatureMessages } from '../../en'

/** Simplified Chinese, zh-CN: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': '重试',
  'onramp.noProviders': '没有提供商在 {network} 上出售加密货币',
  'onramp.amount': '{fiat} 金额',
  'onramp.amountInvalid': '请输入大于 0 的金额，最多 2 位小数',
  'onramp.opened': '请在 {name} 窗口中完成。返回后，你的余额和活动会更新。',
  'onramp.openLink': '打开 {name}',
  'onramp.legalPrefix': '继续即表示你同意我们的',
} satisfies Partial<FeatureMessages<'onramp'>>
