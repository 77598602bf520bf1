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
} satisfies Partial<FeatureMessages<'wallet'>>
