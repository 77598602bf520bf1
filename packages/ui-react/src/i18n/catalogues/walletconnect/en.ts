/**
 * English of the WalletConnect view's phone copy (ConnectingWalletConnectBasic on a phone): the keys every locale's
 * `walletconnect/<tag>.ts` translates. Their own chunk per locale, loaded with that view; this English too (and it is
 * part of `en`).
 */
export default {
  'walletConnectPhone.heading': 'Open your wallet app',
  'walletConnectPhone.otherDevice': 'Wallet on another device? Scan the QR code or copy the link.',
}
