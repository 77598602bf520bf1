import type { FeatureMessages } from '../../en'

/** Hebrew, he: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'מ־',
  'swap.to': 'אל',
  'swap.balance': 'יתרה: {amount}',
  'swap.slippage': 'החלקה מרבית (%)',
  'swap.quoting': 'מקבל הצעת מחיר…',
  'swap.review': 'סקירת ההחלפה',
  'swap.rate': 'שער',
  'swap.priceImpact': 'השפעה על המחיר',
  'swap.networkFee': 'עמלת רשת',
  'swap.providerFee': 'עמלת הספק',
  'swap.minimumReceived': 'מינימום שיתקבל',
  'swap.approving': 'אשר את {symbol} בארנק שלך',
  'swap.swapping': 'אשר את ההחלפה בארנק שלך',
  'swap.success': 'ההחלפה נשלחה',
} satisfies Partial<FeatureMessages<'swap'>>
