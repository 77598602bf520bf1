import type { FeatureMessages } from '../../en'

/** Dutch, nl: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'Token',
  'send.amount': 'Bedrag',
  'send.max': 'Max',
  'send.receiver': 'Naar',
  'send.receiverPlaceholder': 'Adres',
  'send.receiverPlaceholderEvm': 'Adres of ENS-naam',
  'send.receiverInvalid': 'Geen geldig adres op dit netwerk',
  'send.review': 'Controleren',
  'send.to': 'Naar {receiver}',
  'send.network': 'Netwerk: {network}',
  'send.fee': 'Netwerkkosten: {fee}',
  'send.feeLoading': 'Netwerkkosten worden geschat',
  'send.feeUnavailable': 'Netwerkkosten onbekend',
  'send.cancel': 'Annuleren',
  'send.send': 'Versturen',
  'send.sending': 'Versturen…',
  'send.success': 'Verstuurd',
} satisfies Partial<FeatureMessages<'send'>>
