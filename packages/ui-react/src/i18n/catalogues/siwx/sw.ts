import type { FeatureMessages } from '../../en'

/** Swahili, sw: the sign-in view’s messages (SIWXSignMessage), loaded with it. */
export default {
  'siwx.thisApp': 'Programu hii',
  'siwx.request': 'inakuomba uingie kwa akaunti hii',
  'siwx.explanation':
    'Kutia sahihi ujumbe kunathibitisha kuwa pochi hii ni yako. Haigharimu chochote na haitumi muamala wowote.',
  'siwx.sign': 'Tia sahihi',
  'siwx.signing': 'Inathibitisha...',
  'siwx.cancel': 'Ghairi',
} satisfies Partial<FeatureMessages<'siwx'>>
