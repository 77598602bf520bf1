import { classifyRpcMethod } from '@latch/core/internal'
import { FRAME_ERROR_CODES, FrameRequestError, RPC_NOT_ALLOWED_MESSAGE } from '../../protocol/errors'

/**
 * What the frame does with an RPC request (spec §5): answer from what it knows, read the network, show
 * ApproveTransaction first, switch network, or refuse.
 */
export type RpcDecision = 'answer' | 'read' | 'approve' | 'switch'

/** Safe methods the frame answers itself: the accounts and the current network. */
const ANSWERED = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'solana_getAccounts',
  'solana_requestAccounts',
])

/** Not-safe methods the frame carries out after the visitor approves them in the frame. */
const APPROVED_METHODS = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
  // EIP-5792 batches: only on a network where the host gave a smart account (else 4200 in the frame).
  'wallet_sendCalls',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
])

/** Throws the typed refusal for a method the frame will not run; otherwise says how it runs. */
export function decideRpc(method: string): RpcDecision {
  const kind = classifyRpcMethod(method)
  if (kind === undefined)
    throw new FrameRequestError({ code: FRAME_ERROR_CODES.notAllowed, message: RPC_NOT_ALLOWED_MESSAGE })
  if (kind === 'safe') return ANSWERED.has(method) ? 'answer' : 'read'
  // The status of a batch this frame sent: read from the chain, no prompt.
  if (method === 'wallet_getCallsStatus') return 'answer'
  if (method === 'wallet_switchEthereumChain') return 'switch'
  if (APPROVED_METHODS.has(method)) return 'approve'
  // Not safe and not offered (eth_sign's blind hash signing, permissions): EIP-1193 4200.
  throw new FrameRequestError({
    code: FRAME_ERROR_CODES.unsupportedMethod,
    message: 'Not supported by this wallet',
  })
}
