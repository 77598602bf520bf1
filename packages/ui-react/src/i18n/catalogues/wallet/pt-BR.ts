import type { FeatureMessages } from '../../en'

/** Brazilian Portuguese, pt-BR: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'Segurança da carteira',
  'walletSecurity.addPasskey': 'Adicionar uma chave de acesso',
  'walletSecurity.passkeyAdded': 'Chave de acesso adicionada',
  'walletSecurity.passkeyAddedKeepKit':
    'Chave de acesso adicionada. Guarde seu kit de recuperação: esta chave não abre a carteira em outro dispositivo.',
  'walletSecurity.export': 'Exportar carteira',
  'walletSecurity.delete': 'Excluir carteira',
  'connect.passkey': 'Entrar com uma chave de acesso',
  'error.PASSKEY_FAILED': 'Não foi possível usar a chave de acesso',
  'error.PASSKEY_FAILED.notUsed': 'Nenhuma chave de acesso foi usada',
  'error.PASSKEY_FAILED.unknownPasskey': 'Esta chave de acesso não está registrada para esta carteira',
  'error.PASSKEY_FAILED.notVerified': 'A chave de acesso não foi verificada',
  'error.PASSKEY_FAILED.alreadyAdded': 'Este dispositivo já tem uma chave de acesso para esta carteira',
  'farcaster.scan': 'Escaneie com o celular para entrar com o Farcaster',
  'farcaster.scanHint': 'Use a câmera ou o app do Farcaster e aprove o login.',
  'farcaster.qr': 'QR code de login do Farcaster',
  'farcaster.open': 'Abrir o Farcaster',
  'farcaster.loading': 'Preparando o login com o Farcaster',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'Não foi possível verificar a assinatura do Farcaster',
  'error.FRESH_LOGIN_REQUIRED': 'Para sua segurança, entre novamente para continuar.',
} satisfies Partial<FeatureMessages<'wallet'>>
