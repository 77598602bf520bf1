import type { ChainNamespace } from '../caip/namespaces'
import { InvalidSignatureError } from '../errors/catalogue'
import { toLatchError } from '../errors/toLatchError'
import { clientCore } from '../latch/clientCore'
import type { Latch } from '../latch/types'
import { requireWalletAbility } from './internal/requireWalletAbility'
import { requireLiveSession } from './internal/signInSession'

/** Parameters of {@link signTransaction}. */
export interface SignTransactionParameters {
  /** The call to sign; the wallet fills in nonce, gas and fees. */
  transaction: {
    /** Plain contract or receiver address. */
    to: string
    /** Calldata, `0x` hex; default none. */
    data?: `0x${string}`
    /** Native amount in base units; default 0. */
    value?: bigint
  }
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

/** What {@link signTransaction} resolves with: the signed transaction, serialized (eip155: RLP as `0x` hex). */
export type SignTransactionReturnType = string

// A serialized eip155 transaction: whole bytes, at least a signature's worth, at most 128 KiB (the node's limit).
const SIGNED_TRANSACTION = /^0x(?:[0-9a-fA-F]{2}){65,131072}$/

/**
 * Asks the connected wallet to sign a transaction from its account without sending it (eip155
 * `eth_signTransaction`). Refused before the wallet is asked as `signMessage` is (expired or missing sign-in session,
 * no account), and with `MethodNotSupportedError` ('Not supported by this wallet') where the adapter or the wallet
 * has no such method. An answer that is not a serialized transaction is `InvalidSignatureError`.
 */
export async function signTransaction(
  latch: Latch,
  parameters: SignTransactionParameters,
): Promise<SignTransactionReturnType> {
  const core = clientCore(latch)
  await requireLiveSession(core)
  const { address, call } = requireWalletAbility(core, 'signTransaction', parameters.namespace)
  const { to, data = '0x', value = 0n } = parameters.transaction
  let signed: unknown
  try {
    signed = await call({ from: address, to, data, value })
  } catch (error) {
    throw toLatchError(error)
  }
  if (typeof signed !== 'string' || !SIGNED_TRANSACTION.test(signed))
    throw new InvalidSignatureError({
      details: typeof signed === 'string' ? signed.slice(0, 80) : typeof signed,
    })
  return signed
}
