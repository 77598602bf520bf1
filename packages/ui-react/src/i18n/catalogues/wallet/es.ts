import type { FeatureMessages } from '../../en'

/** Spanish, es: the wallet security settings' and passkey login's messages, loaded with them. */
export default {
  'walletSecurity.title': 'Seguridad de la cartera',
  'walletSecurity.addPasskey': 'Añadir una llave de acceso',
  'walletSecurity.passkeyAdded': 'Llave de acceso añadida',
  'walletSecurity.passkeyAddedKeepKit':
    'Llave de acceso añadida. Guarda tu kit de recuperación: esta llave no puede abrir la cartera en otro dispositivo.',
  'walletSecurity.export': 'Exportar cartera',
  'walletSecurity.delete': 'Eliminar cartera',
  'connect.passkey': 'Iniciar sesión con una llave de acceso',
  'error.PASSKEY_FAILED': 'No se pudo usar la llave de acceso',
  'error.PASSKEY_FAILED.notUsed': 'No se usó ninguna llave de acceso',
  'error.PASSKEY_FAILED.unknownPasskey': 'Esta llave de acceso no está registrada para esta cartera',
  'error.PASSKEY_FAILED.notVerified': 'La llave de acceso no se pudo verificar',
  'error.PASSKEY_FAILED.alreadyAdded': 'Este dispositivo ya tiene una llave de acceso para esta cartera',
  'farcaster.scan': 'Escanea con tu teléfono para iniciar sesión con Farcaster',
  'farcaster.scanHint': 'Usa la cámara o la app de Farcaster y aprueba el inicio de sesión.',
  'farcaster.qr': 'Código QR para iniciar sesión con Farcaster',
  'farcaster.open': 'Abrir Farcaster',
  'farcaster.loading': 'Preparando el inicio de sesión con Farcaster',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'No se pudo verificar la firma de Farcaster',
  'error.FRESH_LOGIN_REQUIRED': 'Por tu seguridad, vuelve a iniciar sesión para continuar.',
} satisfies Partial<FeatureMessages<'wallet'>>
