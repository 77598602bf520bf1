import type { FeatureMessages } from '../../en'

/** French, fr: the send views’ messages (WalletSend, WalletSendPreview), loaded with those views. */
export default {
  'send.token': 'Jeton',
  'send.amount': 'Montant',
  'send.max': 'Max',
  'send.receiver': 'À',
  'send.receiverPlaceholder': 'Adresse',
  'send.receiverPlaceholderEvm': 'Adresse ou nom ENS',
  'send.receiverInvalid': 'Adresse non valide sur ce réseau',
  'send.review': 'Vérifier',
  'send.to': 'À {receiver}',
  'send.network': 'Réseau : {network}',
  'send.fee': 'Frais de réseau : {fee}',
  'send.feeLoading': 'Estimation des frais de réseau',
  'send.feeUnavailable': 'Frais de réseau inconnus',
  'send.cancel': 'Annuler',
  'send.send': 'Envoyer',
  'send.sending': 'Envoi…',
  'send.success': 'Envoyé',
} satisfies Partial<FeatureMessages<'send'>>
