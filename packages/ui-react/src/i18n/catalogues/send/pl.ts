import type { FeatureMessages } from '../../en'

/** Polish, pl: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'Token',
  'send.amount': 'Kwota',
  'send.max': 'Maks.',
  'send.receiver': 'Do',
  'send.receiverPlaceholder': 'Adres',
  'send.receiverPlaceholderEvm': 'Adres lub nazwa ENS',
  'send.receiverInvalid': 'Nieprawidłowy adres w tej sieci',
  'send.review': 'Sprawdź',
  'send.to': 'Do {receiver}',
  'send.network': 'Sieć: {network}',
  'send.fee': 'Opłata sieciowa: {fee}',
  'send.feeLoading': 'Szacowanie opłaty sieciowej',
  'send.feeUnavailable': 'Opłata sieciowa nieznana',
  'send.cancel': 'Anuluj',
  'send.send': 'Wyślij',
  'send.sending': 'Wysyłanie…',
  'send.success': 'Wysłano',
} satisfies Partial<FeatureMessages<'send'>>
