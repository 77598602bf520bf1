import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  decodeEventLog,
  defineChain,
  ExecutionRevertedError,
  encodeFunctionData,
  type Hex,
  http,
  isAddressEqual,
  numberToHex,
  type RpcTransactionReceipt,
} from 'viem'
import {
  entryPoint08Abi,
  getUserOperationHash,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { SPONSOR_ERROR_CODES, SponsorRefusal } from './sponsorRefusal'

/** How many sent operations the bundler remembers for `eth_getUserOperationReceipt` (in memory, oldest dropped). */
const REMEMBERED_OPERATIONS = 1_000

interface BundlerOptions {
  chainId: number
  rpcUrl: string
  entryPoint: Address
  bundlerKey: Hex
  rpcTimeoutMs: number
}

/** Why the EntryPoint refused an operation ('AA34 signature error', ...), from its `FailedOp` revert. */
function refusalOf(error: unknown): SponsorRefusal {
  const reverted =
    error instanceof BaseError ? error.walk((cause) => cause instanceof ContractFunctionRevertedError) : null
  if (reverted instanceof ContractFunctionRevertedError && reverted.data?.errorName.startsWith('FailedOp')) {
    const reason = String(reverted.data.args?.[1] ?? 'refused')
    const code = reason.startsWith('AA3')
      ? SPONSOR_ERROR_CODES.rejectedByPaymaster
      : SPONSOR_ERROR_CODES.rejectedByAccount
    return new SponsorRefusal(code, `The EntryPoint refused the operation: ${reason}`)
  }
  if (reverted) return new SponsorRefusal(SPONSOR_ERROR_CODES.executionReverted, 'The operation reverts')
  return new SponsorRefusal(SPONSOR_ERROR_CODES.unavailable, 'The network cannot be reached. Try again.')
}

/**
 * A one-operation-per-bundle ERC-4337 bundler: checks an operation by estimating `handleOps` (the EntryPoint's own
 * validation, with the operation's EIP-7702 authorization), then sends it from the bundler key, one at a time.
 */
export function createBundler(options: BundlerOptions) {
  const chain = defineChain({
    id: options.chainId,
    name: `eip155:${options.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  })
  const transport = http(options.rpcUrl, { timeout: options.rpcTimeoutMs, retryCount: 0 })
  const account = privateKeyToAccount(options.bundlerKey)
  const reader = createPublicClient({ chain, transport })
  const wallet = createWalletClient({ account, chain, transport })
  const sent = new Map<Hex, Hex>()
  let queue: Promise<unknown> = Promise.resolve()

  const hashOf = (op: UserOperation<'0.8'>) =>
    getUserOperationHash({
      userOperation: op,
      chainId: options.chainId,
      entryPointAddress: options.entryPoint,
      entryPointVersion: '0.8',
    })

  async function send(op: UserOperation<'0.8'>): Promise<Hex> {
    const userOpHash = hashOf(op)
    const call = {
      address: options.entryPoint,
      abi: entryPoint08Abi,
      functionName: 'handleOps',
      args: [[toPackedUserOperation(op)], account.address],
      account,
      ...(op.authorization ? { authorizationList: [op.authorization] } : {}),
    } as const
    const gas = await reader.estimateContractGas(call).catch((error: unknown) => {
      throw refusalOf(error)
    })
    const hash = await wallet
      .sendTransaction({
        to: options.entryPoint,
        data: encodeFunctionData(call),
        gas: (gas * 12n) / 10n,
        ...(op.authorization ? { authorizationList: [op.authorization] } : {}),
      })
      .catch((error: unknown) => {
        throw refusalOf(error)
      })
    sent.set(userOpHash, hash)
    if (sent.size > REMEMBERED_OPERATIONS) sent.delete(sent.keys().next().value!)
    return userOpHash
  }

  return {
    /** The latest block's timestamp in seconds: the clock the EntryPoint checks a paymaster's validity against. */
    async chainTime(): Promise<number> {
      return Number((await reader.getBlock({ blockTag: 'latest' })).timestamp)
    },
    /** Estimated gas of the operation's calls run by the EntryPoint on the account (with its authorization). */
    async estimateCallGas(op: UserOperation<'0.8'>): Promise<bigint> {
      return reader
        .estimateGas({
          account: options.entryPoint,
          to: op.sender,
          data: op.callData,
          ...(op.authorization ? { authorizationList: [op.authorization] } : {}),
        })
        .catch((error: unknown) => {
          throw error instanceof BaseError && error.walk((cause) => cause instanceof ExecutionRevertedError)
            ? new SponsorRefusal(SPONSOR_ERROR_CODES.executionReverted, "The operation's calls revert")
            : refusalOf(error)
        })
    },

    /** Sends the operation in its own bundle (one at a time: the bundler key's nonces); its userOpHash. */
    sendUserOperation(op: UserOperation<'0.8'>): Promise<Hex> {
      const result = queue.then(() => send(op))
      queue = result.catch(() => undefined)
      return result
    },

    /** The ERC-4337 receipt of an operation this bundler sent, or null while it is not mined (or unknown). */
    async receipt(userOpHash: Hex) {
      const hash = sent.get(userOpHash)
      if (!hash) return null
      const receipt = (await reader
        .request({ method: 'eth_getTransactionReceipt', params: [hash] })
        .catch((error: unknown) => {
          throw refusalOf(error)
        })) as RpcTransactionReceipt | null
      if (!receipt) return null
      const event = receipt.logs
        .filter((log) => isAddressEqual(log.address, options.entryPoint))
        .map((log) => {
          try {
            return decodeEventLog({ abi: entryPoint08Abi, data: log.data, topics: log.topics })
          } catch {
            return undefined
          }
        })
        .find((log) => log?.eventName === 'UserOperationEvent' && log.args.userOpHash === userOpHash)
      if (event?.eventName !== 'UserOperationEvent') return null
      return {
        userOpHash,
        entryPoint: options.entryPoint,
        sender: event.args.sender,
        nonce: numberToHex(event.args.nonce),
        paymaster: event.args.paymaster,
        actualGasCost: numberToHex(event.args.actualGasCost),
        actualGasUsed: numberToHex(event.args.actualGasUsed),
        success: event.args.success,
        reason: '0x',
        logs: receipt.logs.filter((log) => !isAddressEqual(log.address, options.entryPoint)),
        receipt,
      }
    },
  }
}
