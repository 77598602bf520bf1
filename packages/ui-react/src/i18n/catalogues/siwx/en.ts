/**
 * English of the sign-in view (SIWXSignMessage): the keys every locale's `siwx/<tag>.ts` translates. Their own chunk
 * per locale (`<tag>.ts` beside this file), loaded with that view; this English too (and it is part of `en`).
 */
export default {
  'siwx.thisApp': 'This app',
  'siwx.request': 'wants you to sign in with this account',
  'siwx.explanation':
    'Signing a message proves you own this wallet. It costs nothing and sends no transaction.',
  'siwx.sign': 'Sign',
  'siwx.signing': 'Authenticating...',
  'siwx.cancel': 'Cancel',
}
