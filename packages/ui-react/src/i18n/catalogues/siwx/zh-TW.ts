import type { FeatureMessages } from '../../en'

/** Traditional Chinese (Taiwan), zh-TW: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': '這個應用程式',
  'siwx.request': '要求你使用此帳戶登入',
  'siwx.explanation': '簽署訊息可證明你擁有這個錢包。不需任何費用，也不會傳送交易。',
  'siwx.sign': '簽署',
  'siwx.signing': '驗證中...',
  'siwx.cancel': '取消',
} satisfies Partial<FeatureMessages<'siwx'>>
