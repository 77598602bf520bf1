import type { FeatureMessages } from '../../en'

/** Japanese, ja: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': '使用中',
  'connections.makeActive': '使用する',
  'connections.disconnect': '接続を解除',
  'connections.add': '別のウォレットを追加',
  'connections.none': '接続中のウォレットはありません。',
} satisfies Partial<FeatureMessages<'connections'>>
