import type { TypedDataRequest } from '../../adapter/types'
import { SwapUnavailableError } from '../../errors/classes/SwapUnavailableError'
import type { Latch } from '../../latch/types'
import { parsePreparedTransaction } from '../../services/swap/parseSwap'
import { swapRequest } from '../../services/swap/swapRequest'
import type { PreparedTransaction } from '../../services/swap/types'
import { signTypedData } from '../signTypedData'
import type { EvmSwapAccount } from './swapAccount'

const sameAddress = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

/**
 * The server's EIP-2612 permit for exactly `amount` of `token` from the account, or undefined when it offers none
 * (a token whose domain it cannot vouch for, a server without the route): the swap then approves instead. A permit
 * for another owner, token or amount is refused before the wallet is asked.
 */
async function permitToSign(
  account: EvmSwapAccount,
  token: string,
  amount: bigint,
): Promise<TypedDataRequest | undefined> {
  const body = await swapRequest(account.server, '/swap/v1/permit-typed-data', {
    body: {
      chainId: account.chainId,
      tokenAddress: token,
      userAddress: account.address,
      amount: amount.toString(),
    },
  }).catch(() => undefined)
  const typedData = (body as { typedData?: TypedDataRequest } | undefined)?.typedData
  if (!typedData) return undefined
  const { domain, message, primaryType } = typedData
  if (
    primaryType !== 'Permit' ||
    !sameAddress(message?.owner, account.address) ||
    !sameAddress(domain?.verifyingContract, token) ||
    message?.value !== amount.toString()
  )
    throw new SwapUnavailableError({ details: 'the swap server gave a permit for another account or amount' })
  return typedData
}

/**
 * The approval of an eip2612 token as a permit call (issue 35): the visitor signs the server's permit for exactly
 * the amount through the kit's `signTypedData`, and the server turns the signature into the token's `permit(...)`
 * call, to run in the same atomic batch as the swap. Undefined when the server offers no permit for the token.
 */
export async function permitCall(
  latch: Latch,
  account: EvmSwapAccount,
  token: string,
  amount: bigint,
): Promise<PreparedTransaction | undefined> {
  if (!account.adapter.signTypedData) return undefined
  const typedData = await permitToSign(account, token, amount)
  if (!typedData) return undefined
  const signature = await signTypedData(latch, { typedData, namespace: 'eip155' })
  return parsePreparedTransaction(
    await swapRequest(account.server, '/swap/v1/permit-transaction', {
      body: {
        chainId: account.chainId,
        tokenAddress: token,
        userAddress: account.address,
        amount: amount.toString(),
        deadline: String(typedData.message.deadline),
        signature,
      },
    }),
  )
}
