import type { FeatureMessages } from '../../en'

/** Russian, ru: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'Из',
  'swap.to': 'В',
  'swap.balance': 'Баланс: {amount}',
  'swap.slippage': 'Проскальз. (%)',
  'swap.quoting': 'Цена…',
  'swap.review': 'Проверить',
  'swap.rate': 'Курс',
  'swap.priceImpact': 'Влияние на цену',
  'swap.networkFee': 'Комиссия',
  'swap.providerFee': 'Комиссия провайдера',
  'swap.minimumReceived': 'Минимум',
  'swap.approving': 'Одобрите {symbol}',
  'swap.swapping': 'Подтвердите обмен',
  'swap.success': 'Отправлено',
} satisfies Partial<FeatureMessages<'swap'>>
