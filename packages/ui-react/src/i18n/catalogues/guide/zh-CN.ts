import type { FeatureMessages } from '../../en'

/** Simplified Chinese, zh-CN: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro': '钱包保管你的加密资产，让你无需密码即可登录此类应用。',
  'guide.keys': '只有你持有它的密钥：未经你批准，资产不会移动。',
  'guide.start': '从目录中选一个钱包并安装，然后回来连接。',
  'guide.browse': '浏览钱包',
  'guide.email': '还没有钱包？用电子邮件继续，我们为你创建一个。',
} satisfies Partial<FeatureMessages<'guide'>>
