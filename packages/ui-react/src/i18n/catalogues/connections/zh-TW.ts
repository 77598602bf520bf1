import type { FeatureMessages } from '../../en'

/** Traditional Chinese (Taiwan), zh-TW: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': '使用中',
  'connections.makeActive': '設為目前',
  'connections.disconnect': '中斷連線',
  'connections.add': '新增其他錢包',
  'connections.none': '沒有已連線的錢包。',
} satisfies Partial<FeatureMessages<'connections'>>
