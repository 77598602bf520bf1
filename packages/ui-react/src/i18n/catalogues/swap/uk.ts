import type { FeatureMessages } from '../../en'

/** Ukrainian, uk: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'З',
  'swap.to': 'На',
  'swap.balance': 'Баланс: {amount}',
  'swap.slippage': 'Прослиз. (%)',
  'swap.quoting': 'Ціна…',
  'swap.review': 'Перевірити',
  'swap.rate': 'Курс',
  'swap.priceImpact': 'Вплив',
  'swap.networkFee': 'Комісія',
  'swap.providerFee': 'Комісія провайдера',
  'swap.minimumReceived': 'Мінімум',
  'swap.approving': 'Схваліть {symbol}',
  'swap.swapping': 'Підтвердіть обмін',
  'swap.success': 'Надіслано',
} satisfies Partial<FeatureMessages<'swap'>>
