/** What a declining visitor makes the dev wallet throw: the words Slush / Sui Wallet use, with no code. */
export class WalletRejectionError extends Error {
  constructor() {
    super('Rejected from user')
    this.name = 'WalletRejectionError'
  }
}
