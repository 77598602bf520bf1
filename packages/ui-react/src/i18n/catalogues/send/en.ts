/**
 * English of the send views (WalletSend, WalletSendPreview): the keys every locale's `send/<tag>.ts` translates. Their
 * own chunk per locale (`<tag>.ts` beside this file), loaded with those views; this English too (and it is part of
 * `en`).
 */
export default {
  'send.token': 'Token',
  'send.amount': 'Amount',
  'send.max': 'Max',
  'send.receiver': 'To',
  'send.receiverPlaceholder': 'Address',
  'send.receiverPlaceholderEvm': 'Address or ENS name',
  'send.receiverInvalid': 'Not a valid address on this network',
  'send.review': 'Review',
  'send.to': 'To {receiver}',
  'send.network': 'Network: {network}',
  'send.fee': 'Network fee: {fee}',
  'send.feeLoading': 'Estimating the network fee',
  'send.feeUnavailable': 'Network fee unknown',
  'send.cancel': 'Cancel',
  'send.send': 'Send',
  'send.sending': 'Sending…',
  'send.success': 'Sent',
}
