/** The error a wallet throws when the visitor declines: EIP-1193 / Wallet Standard code 4001. */
export class WalletRejectionError extends Error {
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
    this.name = 'WalletRejectionError'
  }
}
