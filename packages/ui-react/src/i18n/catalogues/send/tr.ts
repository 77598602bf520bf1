import type { FeatureMessages } from '../../en'

/** Turkish, tr: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'Token',
  'send.amount': 'Tutar',
  'send.max': 'Maks.',
  'send.receiver': 'Alıcı',
  'send.receiverPlaceholder': 'Adres',
  'send.receiverPlaceholderEvm': 'Adres veya ENS adı',
  'send.receiverInvalid': 'Bu ağda geçerli bir adres değil',
  'send.review': 'Kontrol et',
  'send.to': 'Alıcı: {receiver}',
  'send.network': 'Ağ: {network}',
  'send.fee': 'Ağ ücreti: {fee}',
  'send.feeLoading': 'Ağ ücreti hesaplanıyor',
  'send.feeUnavailable': 'Ağ ücreti bilinmiyor',
  'send.cancel': 'İptal',
  'send.send': 'Gönder',
  'send.sending': 'Gönderiliyor…',
  'send.success': 'Gönderildi',
} satisfies Partial<FeatureMessages<'send'>>
