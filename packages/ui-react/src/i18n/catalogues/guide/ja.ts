import type { FeatureMessages } from '../../en'

/** Japanese, ja: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro':
    'ウォレットは暗号資産を保管し、このようなアプリにパスワードなしでサインインできるようにします。',
  'guide.keys': '鍵を持つのはあなただけ。あなたの承認なしに資産は動きません。',
  'guide.start': 'カタログから選んでインストールし、戻って接続してください。',
  'guide.browse': 'ウォレットを見る',
  'guide.email': 'まだウォレットがない場合は、メールで続ければ作成されます。',
} satisfies Partial<FeatureMessages<'guide'>>
