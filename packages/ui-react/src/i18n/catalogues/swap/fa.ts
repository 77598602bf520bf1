import type { FeatureMessages } from '../../en'

/** Persian, fa: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'از',
  'swap.to': 'به',
  'swap.balance': 'موجودی: {amount}',
  'swap.slippage': 'حداکثر لغزش (%)',
  'swap.quoting': 'در حال دریافت قیمت…',
  'swap.review': 'بررسی مبادله',
  'swap.rate': 'نرخ',
  'swap.priceImpact': 'اثر قیمت',
  'swap.networkFee': 'کارمزد شبکه',
  'swap.providerFee': 'کارمزد ارائه‌دهنده',
  'swap.minimumReceived': 'حداقل دریافتی',
  'swap.approving': '{symbol} را در کیف پول خود تأیید کنید',
  'swap.swapping': 'مبادله را در کیف پول خود تأیید کنید',
  'swap.success': 'مبادله ارسال شد',
} satisfies Partial<FeatureMessages<'swap'>>
