/**
 * English of the receive view (WalletReceive): the keys every locale's `receive/<tag>.ts` translates. Their own chunk
 * per locale (`<tag>.ts` beside this file), loaded with that view; this English too (and it is part of `en`).
 */
export default {
  'receive.title': 'Receive on {network}',
  'receive.hint': 'Send only {network} assets to this address.',
  'receive.qr': 'QR code of your address',
  'receive.copy': 'Copy address',
  'receive.close': 'Done',
}
