import type { FeatureMessages } from '../../en'

/** Traditional Chinese (Taiwan), zh-TW: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': '重試',
  'onramp.noProviders': '沒有供應商在 {network} 上販售加密貨幣',
  'onramp.amount': '{fiat} 金額',
  'onramp.amountInvalid': '請輸入大於 0 的金額，最多 2 位小數',
  'onramp.opened': '請在 {name} 視窗中完成。返回後，你的餘額和活動會更新。',
  'onramp.openLink': '開啟 {name}',
  'onramp.legalPrefix': '繼續即表示你同意我們的',
} satisfies Partial<FeatureMessages<'onramp'>>
