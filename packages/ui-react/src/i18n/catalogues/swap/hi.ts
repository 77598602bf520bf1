import type { FeatureMessages } from '../../en'

/** Hindi, hi: the swap views’ messages (Swap, SwapPreview), loaded with those views. */
export default {
  'swap.from': 'से',
  'swap.to': 'में',
  'swap.balance': 'बैलेंस: {amount}',
  'swap.slippage': 'अधिकतम स्लिपेज (%)',
  'swap.quoting': 'कोट ले रहे हैं…',
  'swap.review': 'स्वैप की समीक्षा करें',
  'swap.rate': 'दर',
  'swap.priceImpact': 'कीमत पर असर',
  'swap.networkFee': 'नेटवर्क शुल्क',
  'swap.providerFee': 'प्रदाता शुल्क',
  'swap.minimumReceived': 'न्यूनतम प्राप्ति',
  'swap.approving': 'अपने वॉलेट में {symbol} को मंज़ूरी दें',
  'swap.swapping': 'अपने वॉलेट में स्वैप की पुष्टि करें',
  'swap.success': 'स्वैप भेजा गया',
} satisfies Partial<FeatureMessages<'swap'>>
