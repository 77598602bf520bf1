import { SwapUnavailableError } from '../errors/classes/SwapUnavailableError'
import { toLatchError } from '../errors/toLatchError'
import type { Latch } from '../latch/types'
import { checkAffordable } from '../rules/checkAffordable'
import { checkTransactionHash } from '../rules/checkWalletAnswer'
import { returnToView } from '../rules/flowNavigation'
import { hasEnoughAllowance } from '../rules/hasEnoughAllowance'
import { toBaseUnits } from '../rules/toBaseUnits'
import { parsePreparedTransaction, parsePreparedWireTransaction } from '../services/swap/parseSwap'
import { SWAP_NATIVE_ADDRESS } from '../services/swap/swapNativeAddress'
import { swapRequest } from '../services/swap/swapRequest'
import type { SwapQuote, SwapToken } from '../services/swap/types'
import { fetchActivity } from './fetchActivity'
import { fetchBalance } from './fetchBalance'
import { fetchTokens } from './fetchTokens'
import { canBatchAtomically, sendAtomicBatch } from './internal/atomicSwapBatch'
import { type FlowContext, withFlowContext } from './internal/flowContext'
import { requireLiveSession } from './internal/signInSession'
import {
  type EvmSwapAccount,
  type SolanaSwapAccount,
  type SwapAccount,
  swapAccount,
} from './internal/swapAccount'

/** Default maximum slippage, in percent. */
export const DEFAULT_SWAP_SLIPPAGE_PERCENT = 1
/** Gas an ERC20 `approve` is estimated to take (its part of the network fee shown before approving). */
const APPROVE_GAS = 60_000n
/** How long the flow waits for an approval to show on chain before the swap is asked. */
const APPROVAL_WAIT_MS = 60_000
const APPROVAL_POLL_MS = 400

/** Parameters of {@link swap}. */
export interface SwapParameters {
  quote: SwapQuote
  /**
   * The token sold, with what the account holds of it (`quantity`); with `eip2612`, a short allowance is given by a
   * signed permit in the swap's atomic batch where the wallet can batch.
   */
  from: Pick<SwapToken, 'address' | 'symbol' | 'decimals' | 'quantity'> & Partial<Pick<SwapToken, 'eip2612'>>
  to: Pick<SwapToken, 'address' | 'symbol'>
  /** Maximum slippage in percent; default 1. */
  slippagePercent?: number
  /** Told each step as it starts: the wallet is asked to approve (or sign a permit), then to swap. */
  onStep?: (step: 'approve' | 'permit' | 'swap') => void
}

/**
 * {@link swap} resolves with the swap's transaction hash, and the approval's when one was needed (the same hash when
 * both ran in one atomic batch).
 */
export interface SwapReturnType {
  hash: string
  approvalHash?: string
}

const isNative = (address: string) => address.toLowerCase() === SWAP_NATIVE_ADDRESS.toLowerCase()

async function readAllowance(account: SwapAccount, token: string): Promise<bigint> {
  const body = (await swapRequest(account.server, '/swap/v1/allowance', {
    query: { chainId: account.chainId, tokenAddress: token, userAddress: account.address },
  })) as { allowance?: unknown }
  if (typeof body.allowance !== 'string' || !/^\d{1,78}$/.test(body.allowance))
    throw new SwapUnavailableError({ details: 'the swap server gave a malformed allowance' })
  return BigInt(body.allowance)
}

async function readGasPrice(account: SwapAccount): Promise<bigint | undefined> {
  const body = (await swapRequest(account.server, '/swap/v1/gas-price', {
    query: { chainId: account.chainId },
  }).catch(() => undefined)) as { gasPrice?: unknown } | undefined
  return typeof body?.gasPrice === 'string' && /^\d{1,78}$/.test(body.gasPrice)
    ? BigInt(body.gasPrice)
    : undefined
}

/** Waits until the chain shows the approval (the swap's gas estimate would fail before). */
async function untilApproved(account: SwapAccount, token: string, amount: bigint): Promise<void> {
  const deadline = Date.now() + APPROVAL_WAIT_MS
  while (!hasEnoughAllowance(await readAllowance(account, token), amount)) {
    if (Date.now() > deadline)
      throw new SwapUnavailableError({
        details: 'the approval did not show on the network in time. Try again.',
      })
    await new Promise((resolve) => setTimeout(resolve, APPROVAL_POLL_MS))
  }
}

/**
 * Swaps as quoted (issue 35): a quote past its validity is refused; the balance is checked against the amount and
 * the network fee before the wallet is asked (`InsufficientBalanceError`); a token whose allowance for the router
 * is below the amount in base units (spec §5) is approved first (exactly the amount) and the flow waits for the
 * approval on chain (where the wallet's EIP-5792 capabilities say atomic batches are supported or ready, approve
 * and swap go instead as one atomic batch through `wallet_sendCalls`); then the swap transaction the server builds
 * from the quote (minimum received from the slippage) is sent. On a solana account there is no allowance: the
 * server's transaction (its quote maker's transfer already signed) is signed and sent by the wallet, after the token
 * and the fee are checked. SWAP_INITIATED / SWAP_SUCCESS go to analytics like the send ones; after success the
 * account's balance, tokens and activity are read again and the modal returns to Account.
 */
export function swap(latch: Latch, parameters: SwapParameters): Promise<SwapReturnType> {
  return withFlowContext(latch, async (context) => {
    await requireLiveSession(context)
    return runSwap(context, parameters)
  })
}

/** What the swap events and analytics say of the trade. */
type SwapSummary = {
  namespace: SwapAccount['namespace']
  fromToken: string
  toToken: string
  fromAmount: string
  toAmount: string
  network: string
}

async function runSwap(context: FlowContext, parameters: SwapParameters): Promise<SwapReturnType> {
  const { quote } = parameters
  const slippagePercent = parameters.slippagePercent ?? DEFAULT_SWAP_SLIPPAGE_PERCENT
  let namespace: SwapAccount['namespace'] = 'eip155'
  try {
    const account = swapAccount(context)
    namespace = account.namespace
    const summary: SwapSummary = {
      namespace,
      fromToken: parameters.from.symbol,
      toToken: parameters.to.symbol,
      fromAmount: quote.amountIn.toString(),
      toAmount: quote.amountOut.toString(),
      network: quote.chainId,
    }
    if (Date.now() > quote.expiresAt)
      throw new SwapUnavailableError({ details: 'The quote has expired. Get a new quote.' })
    const result =
      account.namespace === 'solana'
        ? await runSolanaSwap(context, account, parameters, slippagePercent, summary)
        : await runEvmSwap(context, account, parameters, slippagePercent, summary)
    context.store.setState((current) => ({
      ...current,
      modal: current.modal.open ? returnToView(current.modal, 'Account') : current.modal,
    }))
    context.emit({ type: 'SWAP_SUCCESS', ...summary, hash: result.hash })
    context.analytics.track({
      event: 'SWAP_SUCCESS',
      props: { ...summary, hash: result.hash, isSmartAccount: false },
    })
    context.chainData.forget(account.from)
    void fetchBalance(context.latch, { namespace })
    void fetchTokens(context.latch, { namespace })
    void fetchActivity(context.latch, { namespace })
    return result
  } catch (raw) {
    const error = toLatchError(raw)
    context.emit({ type: 'SWAP_ERROR', namespace, message: error.message })
    throw error
  }
}

function announceStart(context: FlowContext, summary: SwapSummary) {
  context.emit({ type: 'SWAP_INITIATED', ...summary })
  context.analytics.track({ event: 'SWAP_INITIATED', props: { ...summary, isSmartAccount: false } })
}

async function nativeHeldBy(context: FlowContext, account: SwapAccount): Promise<bigint | undefined> {
  return context.chainData.getNativeBalance(account.adapter, account.from).then(
    (balance) => BigInt(balance.value),
    () => undefined,
  )
}

/**
 * Solana: no allowance to give; the token and the fee (lamports per signature times the transaction's signatures)
 * are checked before the wallet is asked, then the server's transaction, its quote maker's half already signed,
 * is signed and sent by the wallet.
 */
async function runSolanaSwap(
  context: FlowContext,
  account: SolanaSwapAccount,
  parameters: SwapParameters,
  slippagePercent: number,
  summary: SwapSummary,
): Promise<SwapReturnType> {
  const { quote } = parameters
  const [feePerSignature, nativeHeld] = await Promise.all([
    readGasPrice(account),
    nativeHeldBy(context, account),
  ])
  checkAffordable({
    kind: 'token',
    value: quote.amountIn,
    ...(feePerSignature !== undefined ? { fee: feePerSignature * quote.estimatedGas } : {}),
    ...(nativeHeld !== undefined ? { native: nativeHeld } : {}),
    token: heldBaseUnits(parameters.from),
  })
  announceStart(context, summary)
  parameters.onStep?.('swap')
  const transaction = parsePreparedWireTransaction(
    await swapRequest(account.server, '/swap/v1/swap-transaction', {
      body: { quoteId: quote.quoteId, userAddress: account.address, slippagePercent },
    }),
  )
  const hash = checkTransactionHash(
    'solana',
    await account.adapter.sendPreparedTransaction({ from: account.from, transaction }),
  )
  return { hash }
}

async function runEvmSwap(
  context: FlowContext,
  account: EvmSwapAccount,
  parameters: SwapParameters,
  slippagePercent: number,
  summary: SwapSummary,
): Promise<SwapReturnType> {
  const { quote } = parameters
  const native = isNative(parameters.from.address)
  const allowance = native ? undefined : await readAllowance(account, parameters.from.address)
  const needsApproval = allowance !== undefined && !hasEnoughAllowance(allowance, quote.amountIn)
  const gasPrice = await readGasPrice(account)
  const gas = quote.estimatedGas + (needsApproval ? APPROVE_GAS : 0n)
  const nativeHeld = await nativeHeldBy(context, account)
  checkAffordable({
    kind: native ? 'native' : 'token',
    value: quote.amountIn,
    ...(gasPrice !== undefined ? { fee: gasPrice * gas } : {}),
    ...(nativeHeld !== undefined ? { native: nativeHeld } : {}),
    ...(!native ? { token: heldBaseUnits(parameters.from) } : {}),
  })
  announceStart(context, summary)
  // Approve and swap in one atomic batch (EIP-5792) where the wallet can: one prompt, no approval left behind.
  const batched = needsApproval && (await canBatchAtomically(account.adapter, account.from))
  let approvalHash: string | undefined
  let approve: ReturnType<typeof parsePreparedTransaction> | undefined
  // An eip2612 token in a batch: a signed permit in place of the approve call (the wallet shows what it allows).
  if (batched && parameters.from.eip2612) {
    parameters.onStep?.('permit')
    // Loaded only for a permit token (it stays out of the actions entry's static imports).
    const { permitCall } = await import('./internal/swapPermit')
    approve = await permitCall(context.latch, account, parameters.from.address, quote.amountIn)
  }
  if (needsApproval && !approve) {
    if (!batched) parameters.onStep?.('approve')
    approve = parsePreparedTransaction(
      await swapRequest(account.server, '/swap/v1/approve-transaction', {
        body: {
          chainId: account.chainId,
          tokenAddress: parameters.from.address,
          amount: quote.amountIn.toString(),
        },
      }),
    )
    if (!batched) {
      approvalHash = checkTransactionHash(
        'eip155',
        await account.adapter.sendTransaction({ from: account.from, ...approve }),
      )
      await untilApproved(account, parameters.from.address, quote.amountIn)
    }
  }
  parameters.onStep?.('swap')
  const prepared = parsePreparedTransaction(
    await swapRequest(account.server, '/swap/v1/swap-transaction', {
      body: { quoteId: quote.quoteId, userAddress: account.address, slippagePercent },
    }),
  )
  const hash = checkTransactionHash(
    'eip155',
    batched && approve
      ? await sendAtomicBatch(account.adapter, account.from, [approve, prepared])
      : await account.adapter.sendTransaction({ from: account.from, ...prepared }),
  )
  if (batched) approvalHash = hash
  return approvalHash ? { hash, approvalHash } : { hash }
}

/** The held amount in base units; an empty or zero holding is 0. */
function heldBaseUnits(token: Pick<SwapToken, 'quantity' | 'decimals'>): bigint {
  try {
    return toBaseUnits(token.quantity, token.decimals)
  } catch {
    return 0n
  }
}
