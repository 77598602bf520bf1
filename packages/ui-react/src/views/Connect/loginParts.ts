// The e-mail field and the social login buttons, a chunk of their own: a host without the embedded wallet does not
// load them with the Connect view.
export { EmailField } from './EmailField'
export { SocialLoginButton } from './SocialLoginButton'
