import type { FeatureMessages } from '../../en'

/** Japanese, ja: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': '再試行',
  'onramp.noProviders': '{network} で暗号資産を販売しているプロバイダーはありません',
  'onramp.amount': '{fiat} での金額',
  'onramp.amountInvalid': '0 より大きい金額を小数点以下 2 桁までで入力してください',
  'onramp.opened':
    '{name} のウィンドウで手続きを完了してください。戻ると残高とアクティビティが更新されます。',
  'onramp.openLink': '{name} を開く',
  'onramp.legalPrefix': '続行すると、次に同意したものとみなされます:',
} satisfies Partial<FeatureMessages<'onramp'>>
