/**
 * English of the wallet guide (WalletGuide): the keys every locale's `guide/<tag>.ts` translates. Their own chunk per
 * locale (`<tag>.ts` beside this file), loaded with that view; this English too (and it is part of `en`).
 */
export default {
  'guide.intro': 'A wallet holds your crypto and lets you sign in to apps like this one, without a password.',
  'guide.keys': 'Only you hold its keys: nothing moves without your approval.',
  'guide.start': 'Pick one from the catalogue, install it, then come back to connect.',
  'guide.browse': 'Browse wallets',
  'guide.email': 'No wallet yet? Continue with your e-mail and one is made for you.',
}
