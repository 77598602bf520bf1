import type { FeatureMessages } from '../../en'

/** Arabic, ar: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'نشطة',
  'connections.makeActive': 'تفعيل',
  'connections.disconnect': 'قطع الاتصال',
  'connections.add': 'إضافة محفظة أخرى',
  'connections.none': 'لا توجد محفظة متصلة.',
} satisfies Partial<FeatureMessages<'connections'>>
