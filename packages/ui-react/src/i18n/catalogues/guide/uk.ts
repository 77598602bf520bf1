import type { FeatureMessages } from '../../en'

/** Ukrainian, uk: the wallet guide’s messages (WalletGuide), loaded with it. */
export default {
  'guide.intro': 'Гаманець зберігає вашу криптовалюту й дає змогу входити в такі застосунки без пароля.',
  'guide.keys': 'Ключі є лише у вас: без вашої згоди нічого не зрушить.',
  'guide.start': 'Виберіть гаманець у каталозі, встановіть його й поверніться, щоб підключитися.',
  'guide.browse': 'Переглянути гаманці',
  'guide.email': 'Ще немає гаманця? Продовжте з e-mail, і ми створимо його для вас.',
} satisfies Partial<FeatureMessages<'guide'>>
