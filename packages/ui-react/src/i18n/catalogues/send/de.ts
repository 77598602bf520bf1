import type { FeatureMessages } from '../../en'

/** German, de: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'Token',
  'send.amount': 'Betrag',
  'send.max': 'Max.',
  'send.receiver': 'An',
  'send.receiverPlaceholder': 'Adresse',
  'send.receiverPlaceholderEvm': 'Adresse oder ENS-Name',
  'send.receiverInvalid': 'Keine gültige Adresse in diesem Netzwerk',
  'send.review': 'Prüfen',
  'send.to': 'An {receiver}',
  'send.network': 'Netzwerk: {network}',
  'send.fee': 'Netzwerkgebühr: {fee}',
  'send.feeLoading': 'Netzwerkgebühr wird geschätzt',
  'send.feeUnavailable': 'Netzwerkgebühr unbekannt',
  'send.cancel': 'Abbrechen',
  'send.send': 'Senden',
  'send.sending': 'Wird gesendet…',
  'send.success': 'Gesendet',
} satisfies Partial<FeatureMessages<'send'>>
