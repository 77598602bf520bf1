import type { FeatureMessages } from '../../en'

/** Thai, th: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'ใช้งานอยู่',
  'connections.makeActive': 'ตั้งเป็นหลัก',
  'connections.disconnect': 'ยกเลิกการเชื่อมต่อ',
  'connections.add': 'เพิ่มวอลเล็ตอื่น',
  'connections.none': 'ไม่มีวอลเล็ตที่เชื่อมต่อ',
} satisfies Partial<FeatureMessages<'connections'>>
