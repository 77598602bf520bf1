import { InsufficientBalanceError } from '../errors/catalogue'

/** What a send would take and what the account holds, in base units. Unknown holdings are not checked. */
export interface AffordabilityInput {
  kind: 'native' | 'token'
  value: bigint
  /** Network fee estimate, paid in the native currency. */
  fee?: bigint
  native?: bigint
  /** The token's balance, for a token send. */
  token?: bigint
}

/**
 * Refuses a send the account cannot pay, before any wallet prompt: a native send needs amount + fee in the native
 * balance; a token send needs the amount in the token balance and the fee in the native balance.
 */
export function checkAffordable(input: AffordabilityInput): void {
  const fee = input.fee ?? 0n
  if (input.kind === 'native') {
    if (input.native !== undefined && input.value + fee > input.native)
      throw new InsufficientBalanceError({ details: `needs ${input.value + fee}, holds ${input.native}` })
    return
  }
  if (input.token !== undefined && input.value > input.token)
    throw new InsufficientBalanceError({ details: `needs ${input.value}, holds ${input.token}` })
  if (input.native !== undefined && fee > input.native)
    throw new InsufficientBalanceError({ details: `fee ${fee}, holds ${input.native}` })
}
