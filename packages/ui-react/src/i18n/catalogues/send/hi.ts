import type { FeatureMessages } from '../../en'

/** Hindi, hi: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'टोकन',
  'send.amount': 'राशि',
  'send.max': 'अधिकतम',
  'send.receiver': 'किसे',
  'send.receiverPlaceholder': 'पता',
  'send.receiverPlaceholderEvm': 'पता या ENS नाम',
  'send.receiverInvalid': 'इस नेटवर्क पर यह मान्य पता नहीं है',
  'send.review': 'समीक्षा करें',
  'send.to': '{receiver} को',
  'send.network': 'नेटवर्क: {network}',
  'send.fee': 'नेटवर्क शुल्क: {fee}',
  'send.feeLoading': 'नेटवर्क शुल्क का अनुमान लगाया जा रहा है',
  'send.feeUnavailable': 'नेटवर्क शुल्क पता नहीं',
  'send.cancel': 'रद्द करें',
  'send.send': 'भेजें',
  'send.sending': 'भेजा जा रहा है…',
  'send.success': 'भेज दिया गया',
} satisfies Partial<FeatureMessages<'send'>>
