import type { FeatureMessages } from '../../en'

/** Russian, ru: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'Повторить',
  'onramp.noProviders': 'Ни один провайдер не продаёт криптовалюту в сети {network}',
  'onramp.amount': 'Сумма в {fiat}',
  'onramp.amountInvalid': 'Введите сумму больше 0, не более 2 знаков после запятой',
  'onramp.opened': 'Завершите покупку в окне {name}. Баланс и история обновятся, когда вы вернётесь.',
  'onramp.openLink': 'Открыть {name}',
  'onramp.legalPrefix': 'Продолжая, вы принимаете наши',
} satisfies Partial<FeatureMessages<'onramp'>>
