import type { FeatureMessages } from '../../en'

/** Hebrew, he: the connections view’s messages (Connections), loaded with it. */
export default {
  'connections.active': 'פעיל',
  'connections.makeActive': 'הפוך לפעיל',
  'connections.disconnect': 'התנתקות',
  'connections.add': 'הוספת ארנק נוסף',
  'connections.none': 'אין ארנק מחובר.',
} satisfies Partial<FeatureMessages<'connections'>>
