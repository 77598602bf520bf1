/**
 * English of the e-mail or social wallet's settings and passkey login (the Account view's wallet security part, the
 * Connect view's passkey button, the ConnectingFarcaster view): the keys every locale's `wallet/<tag>.ts` translates.
 * Their own chunk per locale, loaded with those parts; this English too (and it is part of `en`).
 */
export default {
  'walletSecurity.title': 'Wallet security',
  'walletSecurity.addPasskey': 'Add a passkey',
  'walletSecurity.passkeyAdded': 'Passkey added',
  'walletSecurity.passkeyAddedKeepKit':
    'Passkey added. Keep your recovery kit: this passkey cannot open the wallet on a new device.',
  'walletSecurity.export': 'Export wallet',
  'walletSecurity.delete': 'Delete wallet',
  'connect.passkey': 'Log in with a passkey',
  'error.PASSKEY_FAILED': 'The passkey could not be used',
  'error.PASSKEY_FAILED.notUsed': 'No passkey was used',
  'error.PASSKEY_FAILED.unknownPasskey': 'This passkey is not registered for this wallet',
  'error.PASSKEY_FAILED.notVerified': 'The passkey did not verify',
  'error.PASSKEY_FAILED.alreadyAdded': 'This device already has a passkey for this wallet',
  'farcaster.scan': 'Scan with your phone to sign in with Farcaster',
  'farcaster.scanHint': 'Use your camera or the Farcaster app, then approve the sign-in.',
  'farcaster.qr': 'Farcaster sign-in QR code',
  'farcaster.open': 'Open Farcaster',
  'farcaster.loading': 'Preparing the Farcaster sign-in',
  'error.SOCIAL_LOGIN_FAILED.notVerified': 'The Farcaster signature did not verify',
  'error.FRESH_LOGIN_REQUIRED': 'For your safety, log in again to continue.',
}
