import type { FeatureMessages } from '../../en'

/** Traditional Chinese (Taiwan), zh-TW: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro': '錢包保管你的加密資產，讓你免密碼登入這類應用程式。',
  'guide.keys': '只有你持有它的金鑰：未經你同意，資產不會移動。',
  'guide.start': '從目錄中挑一個錢包並安裝，再回來連線。',
  'guide.browse': '瀏覽錢包',
  'guide.email': '還沒有錢包？用電子郵件繼續，我們幫你建立一個。',
} satisfies Partial<FeatureMessages<'guide'>>
