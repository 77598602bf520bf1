import type { FeatureMessages } from '../../en'

/** Swahili, sw: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'Kutoka',
  'swap.to': 'Kwenda',
  'swap.balance': 'Salio: {amount}',
  'swap.slippage': 'Utelezi wa juu (%)',
  'swap.quoting': 'Inapata bei…',
  'swap.review': 'Kagua ubadilishaji',
  'swap.rate': 'Kiwango',
  'swap.priceImpact': 'Athari kwa bei',
  'swap.networkFee': 'Ada ya mtandao',
  'swap.providerFee': 'Ada ya mtoa huduma',
  'swap.minimumReceived': 'Kiwango cha chini utakachopokea',
  'swap.approving': 'Idhinisha {symbol} kwenye pochi yako',
  'swap.swapping': 'Thibitisha ubadilishaji kwenye pochi yako',
  'swap.success': 'Ubadilishaji umetumwa',
} satisfies Partial<FeatureMessages<'swap'>>
