import {
  type Address,
  BaseError,
  type Chain,
  createPublicClient,
  createWalletClient,
  type Hex,
  HttpRequestError,
  http,
  isHex,
  numberToHex,
  RpcRequestError,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  type RpcUserOperationReceipt,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction'
import type { PrivateKeyAccount } from 'viem/accounts'
import { FRAME_ERROR_CODES, FrameRequestError } from '../../protocol/errors'
import type { BatchCall } from './evmBatch'

/** The ERC-7677 paymaster service a sponsored batch asks, and the ERC-4337 bundler it goes through. */
export interface Sponsorship {
  bundlerUrl: string
  paymasterUrl: string
  /** ERC-7677 `context`, passed to the paymaster service as it came. */
  context?: Record<string, unknown>
}

/** A network's sponsorship setting, as the host configured it (`FrameNetwork`). */
export interface SponsorSetting {
  bundlerUrl?: string | undefined
  paymasterUrl?: string | undefined
}

const invalid = (message: string) => new FrameRequestError({ code: FRAME_ERROR_CODES.invalidParams, message })

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.length > 2_000) return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Who pays a `wallet_sendCalls` batch: the ERC-7677 `paymasterService` capability of the request (EIP-5792), else
 * the host's default paymaster for the network, else nobody (undefined: the account pays, as a plain batch). A
 * paymaster needs the host's bundler: without one, a required `paymasterService` is 5700 (EIP-5792's unsupported
 * capability) and an `optional: true` one is dropped.
 */
export function sponsorshipOf(params: unknown, setting: SponsorSetting): Sponsorship | undefined {
  const request = Array.isArray(params) ? params[0] : undefined
  const capabilities = isPlainObject(request) ? request.capabilities : undefined
  const asked = isPlainObject(capabilities) ? capabilities.paymasterService : undefined
  if (asked !== undefined && !isPlainObject(asked)) throw invalid('paymasterService must be an object')
  if (asked) {
    if (!isHttpUrl(asked.url)) throw invalid('paymasterService.url must be an http(s) URL')
    if (asked.context !== undefined && !isPlainObject(asked.context))
      throw invalid('paymasterService.context must be an object')
    if (!setting.bundlerUrl) {
      if (asked.optional === true) return undefined
      throw new FrameRequestError({
        code: 5700,
        message: 'Unsupported non-optional capability: paymasterService',
      })
    }
    return {
      bundlerUrl: setting.bundlerUrl,
      paymasterUrl: asked.url,
      ...(asked.context ? { context: asked.context } : {}),
    }
  }
  if (setting.bundlerUrl && setting.paymasterUrl)
    return { bundlerUrl: setting.bundlerUrl, paymasterUrl: setting.paymasterUrl }
  return undefined
}

/** The ApproveTransaction row that says who pays the network fee of a sponsored batch. */
export function sponsorRow(sponsorship: Sponsorship): { label: string; value: string } {
  return { label: 'Network fee', value: `Paid by a sponsor (${new URL(sponsorship.paymasterUrl).host})` }
}

/**
 * A failed sponsored send as the frame answers it: the bundler's or paymaster's own JSON-RPC refusal (its code and
 * message, e.g. -32501 'The EntryPoint refused the operation: AA34 signature error'), or that it cannot be reached.
 */
export function sponsorFailed(error: unknown): FrameRequestError {
  if (error instanceof FrameRequestError) return error
  const refusal =
    error instanceof BaseError ? error.walk((cause) => cause instanceof RpcRequestError) : undefined
  if (refusal instanceof RpcRequestError)
    return new FrameRequestError({
      code: refusal.code,
      message: `Not sponsored: ${refusal.details}`.slice(0, 300),
    })
  const unreachable =
    error instanceof BaseError ? error.walk((cause) => cause instanceof HttpRequestError) : undefined
  if (unreachable instanceof HttpRequestError && unreachable.status !== undefined)
    return new FrameRequestError({
      code: -32603,
      message: `The sponsor refused the request (HTTP ${unreachable.status})`,
    })
  if (unreachable instanceof HttpRequestError || error instanceof TypeError)
    return new FrameRequestError({ code: -32603, message: 'The sponsor cannot be reached. Try again.' })
  const message = error instanceof BaseError ? error.shortMessage : String(error)
  return new FrameRequestError({ code: -32603, message: `Not sponsored: ${message}`.slice(0, 300) })
}

const bundlerTransport = (url: string) => http(url, { retryCount: 0, timeout: 30_000 })

/**
 * Sends the batch as one ERC-4337 v0.8 user operation of the account as `Simple7702Account` (viem's account
 * abstraction), its gas paid by the paymaster service, through the host's bundler. When the account does not
 * delegate to `delegate` yet, the operation carries its signed EIP-7702 authorization (the bundler's transaction
 * upgrades it). Resolves with the userOpHash, which is the batch id. The key stays in this frame: the bundler and the
 * paymaster get the signed operation only.
 */
export async function sendSponsoredBatch(input: {
  calls: readonly BatchCall[]
  chain: Chain
  account: PrivateKeyAccount
  delegate: Address
  delegated: boolean
  sponsorship: Sponsorship
}): Promise<Hex> {
  const { calls, chain, account, delegate, sponsorship } = input
  const client = createPublicClient({ chain, transport: http() })
  const smartAccount = await toSimple7702SmartAccount({ client, owner: account, implementation: delegate })
  const bundler = createBundlerClient({
    client,
    chain,
    transport: bundlerTransport(sponsorship.bundlerUrl),
    paymaster: createPaymasterClient({ transport: bundlerTransport(sponsorship.paymasterUrl) }),
    ...(sponsorship.context ? { paymasterContext: sponsorship.context } : {}),
  })
  // The bundler's transaction carries the authorization, so it is for the account's current nonce (not `self`).
  const authorization = input.delegated
    ? undefined
    : await createWalletClient({ account, chain, transport: http() }).signAuthorization({
        account,
        contractAddress: delegate,
      })
  return bundler.sendUserOperation({
    account: smartAccount,
    calls: calls.map((call) => ({ to: call.target, value: call.value, data: call.data })),
    ...(authorization ? { authorization } : {}),
  })
}

/**
 * EIP-5792 status of a sponsored batch from the bundler's `eth_getUserOperationReceipt`: undefined when the bundler
 * does not know the id as a mined operation (a plain batch's transaction hash, or one still pending).
 */
export async function sponsoredBatchStatus(chain: Chain, bundlerUrl: string, id: unknown): Promise<unknown> {
  if (typeof id !== 'string' || !isHex(id) || id.length !== 66) return undefined
  const bundler = createBundlerClient({ chain, transport: bundlerTransport(bundlerUrl) })
  const found = (await bundler
    .request({ method: 'eth_getUserOperationReceipt', params: [id] })
    .catch(() => null)) as RpcUserOperationReceipt<'0.8'> | null
  if (!found?.receipt) return undefined
  const { receipt } = found
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(chain.id),
    atomic: true,
    // The operation reverted in the bundle: its calls made no change (EIP-5792 500), the sponsor paid the gas.
    status: found.success ? 200 : 500,
    receipts: [
      {
        logs: found.logs.map(({ address, data, topics }) => ({ address, data, topics })),
        status: found.success ? '0x1' : '0x0',
        blockHash: receipt.blockHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        transactionHash: receipt.transactionHash,
      },
    ],
  }
}
