import {
  MethodNotSupportedError,
  ProviderDisconnectedError,
  RequestAlreadyPendingError,
  RpcMethodNotAllowedError,
  UserRejectedError,
  WalletRequestError,
} from './catalogue'
import { isLatchError, type LatchError } from './LatchError'

const USER_REJECTED_CODES = new Set([4001, 5000, 5002])
const USER_REJECTED_TEXT = /user rejected|cancell?ed/i
// A wallet refusing a request because the same kind is still open in it, in its own words: MetaMask ("Request of
// type '...' already pending for origin ...", "Already processing eth_requestAccounts") and the polkadot-js
// extension family ("The source <url> has a pending authorization request"). MetaMask's code, -32002, is mapped by
// the EVM adapter only: other namespaces use -32002 for other things (Stacks "access denied", Solana RPC preflight).
const REQUEST_ALREADY_PENDING_TEXT = /already pending|already processing|has a pending authorization request/i

function ownCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const code = (error as { code?: unknown }).code
  if (typeof code === 'number') return code
  if (typeof code === 'string' && /^-?\d+$/.test(code)) return Number(code)
  return undefined
}

// SDKs wrap the wallet's answer (viem: TransactionExecutionError → ProviderDisconnectedError 4900): the code is
// the outermost one found along `cause`, a few levels deep at most.
function readCode(error: unknown): number | undefined {
  let current = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = ownCode(current)
    if (code !== undefined) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

function hasCodeInChain(error: unknown, wanted: string): boolean {
  let current = error
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ((current as { code?: unknown }).code === wanted) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

function readMessage(error: unknown): string {
  if (typeof error === 'string') return error
  if (typeof error !== 'object' || error === null) return ''
  const message = (error as { message?: unknown }).message
  return typeof message === 'string' ? message : ''
}

/** True when a wallet error means the visitor declined (spec §8). */
export function isUserRejection(error: unknown): boolean {
  if (error instanceof UserRejectedError) return true
  const code = readCode(error)
  if (code !== undefined && USER_REJECTED_CODES.has(code)) return true
  return USER_REJECTED_TEXT.test(readMessage(error))
}

/** What one namespace's wallets mean by their own codes, for `toLatchError`. */
export interface WalletErrorCodes {
  /**
   * The code the namespace's wallets answer while a request of the same kind is open in them (EIP-1193 and
   * Phantom: -32002): `RequestAlreadyPendingError`. Only for a wallet's answer: nodes use such codes otherwise.
   */
  requestPending?: number
}

/**
 * Turns anything a wallet or SDK throws into one of Latch's typed errors, at the adapter boundary.
 * Latch errors pass through unchanged; the original is kept as `cause`. `codes` adds what the adapter's wallets
 * mean by their own codes.
 */
export function toLatchError(error: unknown, codes: WalletErrorCodes = {}): LatchError {
  if (isLatchError(error)) return error
  const details = readMessage(error) || undefined
  if (codes.requestPending !== undefined && ownCode(error) === codes.requestPending)
    return new RequestAlreadyPendingError({ cause: error, details })
  if (isUserRejection(error)) return new UserRejectedError({ cause: error, details })
  // The embedded wallet's frame refusing a method on neither RPC list (spec §5).
  if (hasCodeInChain(error, RpcMethodNotAllowedError.code))
    return new RpcMethodNotAllowedError({ cause: error, details })
  const code = readCode(error)
  if (REQUEST_ALREADY_PENDING_TEXT.test(details ?? ''))
    return new RequestAlreadyPendingError({ cause: error, details })
  if (code === 4200) return new MethodNotSupportedError({ cause: error, details })
  if (code === 4900 || code === 4901) return new ProviderDisconnectedError({ cause: error, details })
  return new WalletRequestError({ cause: error, details })
}
