/**
 * English of Account's account switcher (wallets that grant several accounts): the keys every locale's
 * `accounts/<tag>.ts` translates. Their own chunk per locale (`<tag>.ts` beside this file), loaded with the switcher;
 * this English too (and it is part of `en`).
 */
export default {
  'accounts.switch': 'Switch account',
  'accounts.inUse': 'In use',
}
