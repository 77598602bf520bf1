/**
 * English of the on-ramp views (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders): the keys every locale's
 * `onramp/<tag>.ts` translates. Their own chunk per locale (`<tag>.ts` beside this file), loaded with those views; this
 * English too (and it is part of `en`).
 */
export default {
  'onramp.retry': 'Try again',
  'onramp.noProviders': 'No provider sells crypto on {network}',
  'onramp.amount': 'Amount in {fiat}',
  'onramp.amountInvalid': 'Enter an amount above 0, with at most 2 decimals',
  'onramp.opened': 'Finish in the {name} window. Your balance and activity update when you come back.',
  'onramp.openLink': 'Open {name}',
  'onramp.legalPrefix': 'By continuing, you agree to our',
}
