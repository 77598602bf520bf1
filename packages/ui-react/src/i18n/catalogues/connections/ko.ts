import type { FeatureMessages } from '../../en'

/** Korean, ko: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': '사용 중',
  'connections.makeActive': '사용하기',
  'connections.disconnect': '연결 해제',
  'connections.add': '다른 지갑 추가',
  'connections.none': '연결된 지갑이 없습니다.',
} satisfies Partial<FeatureMessages<'connections'>>
