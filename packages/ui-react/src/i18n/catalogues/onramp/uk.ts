import type { FeatureMessages } from '../../en'

/** Ukrainian, uk: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'Спробувати ще раз',
  'onramp.noProviders': 'Жоден провайдер не продає криптовалюту в мережі {network}',
  'onramp.amount': 'Сума в {fiat}',
  'onramp.amountInvalid': 'Введіть суму більше 0, не більше 2 знаків після коми',
  'onramp.opened': 'Завершіть покупку у вікні {name}. Баланс і активність оновляться, коли ви повернетеся.',
  'onramp.openLink': 'Відкрити {name}',
  'onramp.legalPrefix': 'Продовжуючи, ви приймаєте наші',
} satisfies Partial<FeatureMessages<'onramp'>>
