import {
  type Address,
  type Chain,
  concat,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  formatEther,
  type Hex,
  http,
  isAddress,
  isHex,
  numberToHex,
  parseAbi,
  zeroAddress,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { FRAME_ERROR_CODES, FrameRequestError } from '../../protocol/errors'
import type { RequestDescription } from '../ui/views'

/** `Simple7702Account.executeBatch` (`@account-abstraction/contracts` 0.8): only the account itself may call it. */
const executeBatchAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])

const invalid = (message: string) => new FrameRequestError({ code: FRAME_ERROR_CODES.invalidParams, message })

/** A batch's call as the frame runs it. */
export interface BatchCall {
  target: Address
  value: bigint
  data: Hex
}

/** What the account's code says: a plain EOA, delegated to `delegate`, or delegated elsewhere (EIP-7702). */
export type AccountCode = { kind: 'eoa' } | { kind: 'delegated'; to: Address }

/** EIP-7702: an EOA's code is `0xef0100 ‖ address` while it delegates to that address. */
export async function readAccountCode(chain: Chain, address: Address): Promise<AccountCode> {
  const reader = createPublicClient({ chain, transport: http() })
  const code = ((await reader.getCode({ address })) ?? '0x').toLowerCase()
  if (code.startsWith('0xef0100') && code.length === 48)
    return { kind: 'delegated', to: `0x${code.slice(8)}` }
  return { kind: 'eoa' }
}

const isDelegatedTo = (code: AccountCode, delegate: Address) =>
  code.kind === 'delegated' && code.to.toLowerCase() === delegate.toLowerCase()

/** The calls of `wallet_sendCalls [{ from?, chainId, calls, atomicRequired? }]`, checked against the frame's state. */
export function readBatch(params: unknown, chain: Chain, account: PrivateKeyAccount): BatchCall[] {
  const request = (Array.isArray(params) ? params[0] : undefined) as Record<string, unknown> | undefined
  if (!request || typeof request !== 'object') throw invalid('A calls request is required')
  if (typeof request.from === 'string' && request.from.toLowerCase() !== account.address.toLowerCase())
    throw invalid('The calls are not from this wallet’s account')
  if (typeof request.chainId === 'string' && Number(request.chainId) !== chain.id)
    throw new FrameRequestError({ code: 5710, message: 'The calls are for another network' })
  const calls = request.calls
  if (!Array.isArray(calls) || calls.length === 0 || calls.length > 32)
    throw invalid('1 to 32 calls are required')
  return calls.map((call: { to?: unknown; data?: unknown; value?: unknown }, index) => {
    const data = call?.data ?? '0x'
    const value = call?.value ?? '0x0'
    if (typeof call?.to !== 'string' || !isAddress(call.to))
      throw invalid(`Call ${index + 1}: invalid receiver`)
    if (typeof data !== 'string' || !isHex(data) || typeof value !== 'string' || !isHex(value))
      throw invalid(`Call ${index + 1}: data and value must be hex`)
    return { target: call.to, value: BigInt(value), data }
  })
}

/** What ApproveTransaction shows for a batch: each call, and the account upgrade when this batch makes it. */
export function describeBatch(
  calls: readonly BatchCall[],
  chain: Chain,
  account: PrivateKeyAccount,
  upgrades: boolean,
): RequestDescription {
  return {
    title: 'Approve batch',
    rows: [
      { label: 'Calls', value: `${calls.length}, in one transaction: all or none` },
      ...calls.flatMap((call, index) => [
        { label: `Call ${index + 1} to`, value: call.target },
        {
          label: `Call ${index + 1} amount`,
          value: `${formatEther(call.value)} ${chain.nativeCurrency.symbol}`,
        },
        ...(call.data !== '0x'
          ? [{ label: `Call ${index + 1} data`, value: call.data.slice(0, 2_000) }]
          : []),
      ]),
      ...(upgrades
        ? [{ label: 'Account type', value: 'Becomes a smart account (EIP-7702); the address stays the same' }]
        : []),
      { label: 'Account', value: account.address },
      { label: 'Network', value: chain.name },
    ],
  }
}

/**
 * Sends the batch as one transaction from the account to itself calling `executeBatch`; when the account does not
 * delegate to `delegate` yet, the same transaction carries its signed EIP-7702 authorization (the upgrade).
 * Resolves with the transaction hash, which is the batch id.
 */
export async function sendBatch(input: {
  calls: readonly BatchCall[]
  chain: Chain
  account: PrivateKeyAccount
  delegate: Address
}): Promise<Hex> {
  const { calls, chain, account, delegate } = input
  const wallet = createWalletClient({ account, chain, transport: http() })
  const code = await readAccountCode(chain, account.address)
  const authorizationList = isDelegatedTo(code, delegate)
    ? []
    : [await wallet.signAuthorization({ account, contractAddress: delegate, executor: 'self' })]
  return wallet.sendTransaction({
    to: account.address,
    data: encodeFunctionData({ abi: executeBatchAbi, functionName: 'executeBatch', args: [[...calls]] }),
    ...(authorizationList.length > 0 ? { authorizationList } : {}),
  })
}

/** What ApproveTransaction shows for the switch between the plain account and the smart account. */
export function describeAccountSwitch(
  type: 'eoa' | 'smartAccount',
  chain: Chain,
  account: PrivateKeyAccount,
): RequestDescription {
  return {
    title: 'Switch account type',
    rows: [
      {
        label: 'Account type',
        value:
          type === 'smartAccount'
            ? 'Smart account (EIP-7702): batched calls in one transaction'
            : 'Standard account (EOA): the smart account code is removed',
      },
      { label: 'Address', value: `${account.address} (unchanged)` },
      { label: 'Network', value: chain.name },
    ],
  }
}

/**
 * Switches the account between a plain EOA and the smart account: one EIP-7702 transaction to itself that delegates
 * to `delegate`, or to the zero address (which clears the code). Resolves with the hash once mined; the address
 * never changes.
 */
export async function setAccountDelegation(input: {
  chain: Chain
  account: PrivateKeyAccount
  delegate: Address | undefined
}): Promise<Hex> {
  const { chain, account } = input
  const wallet = createWalletClient({ account, chain, transport: http() })
  const authorization = await wallet.signAuthorization({
    account,
    contractAddress: input.delegate ?? zeroAddress,
    executor: 'self',
  })
  const hash = await wallet.sendTransaction({ to: account.address, authorizationList: [authorization] })
  const receipt = await createPublicClient({ chain, transport: http() }).waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success')
    throw new FrameRequestError({ code: -32603, message: 'The account switch failed' })
  return hash
}

/**
 * EIP-5792 `wallet_getCapabilities` for the frame's account: atomic batches where the host gave a delegate, and
 * ERC-7677 `paymasterService` where the host also gave a bundler (sponsored batches).
 */
export async function batchCapabilities(
  chain: Chain,
  account: Address,
  delegate: Address | undefined,
  bundlerUrl?: string | undefined,
): Promise<Record<Hex, unknown>> {
  if (!delegate) return { [numberToHex(chain.id)]: { atomic: { status: 'unsupported' } } }
  const code = await readAccountCode(chain, account)
  // 'ready': the wallet upgrades the account at its first batch (EIP-5792).
  return {
    [numberToHex(chain.id)]: {
      atomic: { status: isDelegatedTo(code, delegate) ? 'supported' : 'ready' },
      ...(bundlerUrl ? { paymasterService: { supported: true } } : {}),
    },
  }
}

/** EIP-5792 `wallet_getCallsStatus` of a batch this frame sent (its id is the transaction hash). */
export async function batchStatus(chain: Chain, id: unknown): Promise<unknown> {
  if (typeof id !== 'string' || !isHex(id) || id.length !== 66)
    throw new FrameRequestError({ code: 5730, message: 'Unknown bundle id' })
  const reader = createPublicClient({ chain, transport: http() })
  const receipt = await reader.getTransactionReceipt({ hash: id }).catch(() => null)
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(chain.id),
    atomic: true,
    status: receipt === null ? 100 : receipt.status === 'success' ? 200 : 500,
    receipts:
      receipt === null
        ? []
        : [
            {
              logs: receipt.logs.map(({ address, data, topics }) => ({ address, data, topics })),
              status: receipt.status === 'success' ? '0x1' : '0x0',
              blockHash: receipt.blockHash,
              blockNumber: numberToHex(receipt.blockNumber),
              gasUsed: numberToHex(receipt.gasUsed),
              transactionHash: receipt.transactionHash,
            },
          ],
  }
}

/** The delegation designator `0xef0100 ‖ delegate`, as `eth_getCode` answers it for a delegated account. */
export const delegationDesignator = (delegate: Address): Hex =>
  concat(['0xef0100', delegate]).toLowerCase() as Hex
