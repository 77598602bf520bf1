import type { FeatureMessages } from '../../en'

/** Swahili, sw: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'Tokeni',
  'send.amount': 'Kiasi',
  'send.max': 'Upeo',
  'send.receiver': 'Kwa',
  'send.receiverPlaceholder': 'Anwani',
  'send.receiverPlaceholderEvm': 'Anwani au jina la ENS',
  'send.receiverInvalid': 'Si anwani halali kwenye mtandao huu',
  'send.review': 'Kagua',
  'send.to': 'Kwa {receiver}',
  'send.network': 'Mtandao: {network}',
  'send.fee': 'Ada ya mtandao: {fee}',
  'send.feeLoading': 'Inakadiria ada ya mtandao',
  'send.feeUnavailable': 'Ada ya mtandao haijulikani',
  'send.cancel': 'Ghairi',
  'send.send': 'Tuma',
  'send.sending': 'Inatuma…',
  'send.success': 'Imetumwa',
} satisfies Partial<FeatureMessages<'send'>>
