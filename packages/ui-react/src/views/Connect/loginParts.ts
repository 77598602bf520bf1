// The e-mail field, the social login buttons and the passkey login, a chunk of their own: a host without the
// embedded wallet does not load them with the Connect view.
export { PasskeyLoginPart } from '../EmbeddedWallet/parts'
export { EmailField } from './EmailField'
export { SocialLoginButton } from './SocialLoginButton'
