import { featurePart } from '../shared/featurePart'

/** The e-mail or social wallet's settings (Account view): a chunk with the `wallet` catalogue, loaded when shown. */
export const WalletSecurityPart = featurePart('wallet', () => import('./WalletSecurity'))

/** Passkey login (Connect view, when the host offers it): a chunk with the `wallet` catalogue. */
export const PasskeyLoginPart = featurePart('wallet', () => import('./PasskeyLoginButton'))
