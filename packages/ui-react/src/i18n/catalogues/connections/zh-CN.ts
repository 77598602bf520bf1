import type { FeatureMessages } from '../../en'

/** Simplified Chinese, zh-CN: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': '使用中',
  'connections.makeActive': '设为当前',
  'connections.disconnect': '断开连接',
  'connections.add': '添加其他钱包',
  'connections.none': '没有已连接的钱包。',
} satisfies Partial<FeatureMessages<'connections'>>
