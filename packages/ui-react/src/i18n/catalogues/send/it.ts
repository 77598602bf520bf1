import type { FeatureMessages } from '../../en'

/** Italian, it: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'Token',
  'send.amount': 'Importo',
  'send.max': 'Max',
  'send.receiver': 'A',
  'send.receiverPlaceholder': 'Indirizzo',
  'send.receiverPlaceholderEvm': 'Indirizzo o nome ENS',
  'send.receiverInvalid': 'Indirizzo non valido su questa rete',
  'send.review': 'Controlla',
  'send.to': 'A {receiver}',
  'send.network': 'Rete: {network}',
  'send.fee': 'Commissione di rete: {fee}',
  'send.feeLoading': 'Stima della commissione di rete',
  'send.feeUnavailable': 'Commissione di rete sconosciuta',
  'send.cancel': 'Annulla',
  'send.send': 'Invia',
  'send.sending': 'Invio…',
  'send.success': 'Inviato',
} satisfies Partial<FeatureMessages<'send'>>
