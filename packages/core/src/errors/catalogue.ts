import { LatchError, type LatchErrorParameters } from './LatchError'

/** The visitor declined the request in their wallet (codes 4001, 5000, 5002, or a "rejected"/"cancelled" message). */
export class UserRejectedError extends LatchError {
  override readonly name = 'UserRejectedError'
  static readonly code = 'USER_REJECTED'
  readonly code = UserRejectedError.code
  constructor(parameters?: LatchErrorParameters) {
    super('User rejected the request', parameters)
  }
}

/** A CAIP-10 account id that is not exactly three non-empty colon-separated parts. */
export class InvalidCaipAddressError extends LatchError {
  override readonly name = 'InvalidCaipAddressError'
  static readonly code = 'INVALID_CAIP_ADDRESS'
  readonly code = InvalidCaipAddressError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Invalid CAIP-10 address', parameters)
  }
}

/** A CAIP-2 chain id that is not exactly two non-empty colon-separated parts. */
export class InvalidCaipNetworkIdError extends LatchError {
  override readonly name = 'InvalidCaipNetworkIdError'
  static readonly code = 'INVALID_CAIP_NETWORK_ID'
  readonly code = InvalidCaipNetworkIdError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Invalid CAIP-2 network id', parameters)
  }
}

/** The host passed both the legacy `siweConfig` and `siwx` options. */
export class ConflictingSignInOptionsError extends LatchError {
  override readonly name = 'ConflictingSignInOptionsError'
  static readonly code = 'CONFLICTING_SIGN_IN_OPTIONS'
  readonly code = ConflictingSignInOptionsError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Cannot set both `siweConfig` and `siwx` options', parameters)
  }
}

/** An RPC method that is neither on the safe nor on the not-safe list. */
export class RpcMethodNotAllowedError extends LatchError {
  override readonly name = 'RpcMethodNotAllowedError'
  static readonly code = 'RPC_METHOD_NOT_ALLOWED'
  readonly code = RpcMethodNotAllowedError.code
  /** What the modal shows for this error. */
  readonly uiMessage = 'Action not allowed'
  constructor(parameters?: LatchErrorParameters) {
    super('Requested RPC call is not allowed', parameters)
  }
}

/** E-mail login asked again inside the 30 s cooldown. */
export class EmailCooldownError extends LatchError {
  override readonly name = 'EmailCooldownError'
  static readonly code = 'EMAIL_COOLDOWN'
  readonly code = EmailCooldownError.code
  readonly secondsLeft: number
  constructor(secondsLeft: number, parameters?: LatchErrorParameters) {
    super(`Please try again after ${secondsLeft} seconds`, parameters)
    this.secondsLeft = secondsLeft
  }
}

/** Send was asked without an amount or a receiver. */
export class SendAmountAndReceiverRequiredError extends LatchError {
  override readonly name = 'SendAmountAndReceiverRequiredError'
  static readonly code = 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'
  readonly code = SendAmountAndReceiverRequiredError.code
  constructor(parameters?: LatchErrorParameters) {
    super('An amount and receiver address are required', parameters)
  }
}

/** Send was asked without a token. */
export class SendTokenRequiredError extends LatchError {
  override readonly name = 'SendTokenRequiredError'
  static readonly code = 'SEND_TOKEN_REQUIRED'
  readonly code = SendTokenRequiredError.code
  constructor(parameters?: LatchErrorParameters) {
    super('A token is required', parameters)
  }
}

/** Send was asked with no active chain namespace. */
export class SendChainRequiredError extends LatchError {
  override readonly name = 'SendChainRequiredError'
  static readonly code = 'SEND_CHAIN_REQUIRED'
  readonly code = SendChainRequiredError.code
  constructor(parameters?: LatchErrorParameters) {
    super('A chain namespace is required to send', parameters)
  }
}

/** An ERC20 (or SPL) send whose token has no contract address (mint). */
export class TokenAddressRequiredError extends LatchError {
  override readonly name = 'TokenAddressRequiredError'
  static readonly code = 'TOKEN_ADDRESS_REQUIRED'
  readonly code = TokenAddressRequiredError.code
  constructor(parameters?: LatchErrorParameters) {
    super('A token address is required for a token transfer', parameters)
  }
}

/** The amount is not a positive decimal number or has more decimals than the token allows. */
export class InvalidAmountError extends LatchError {
  override readonly name = 'InvalidAmountError'
  static readonly code = 'INVALID_AMOUNT'
  readonly code = InvalidAmountError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The amount is not a valid number for this token', parameters)
  }
}

/** A receiver or account address that is not valid for its namespace. */
export class InvalidAddressError extends LatchError {
  override readonly name = 'InvalidAddressError'
  static readonly code = 'INVALID_ADDRESS'
  readonly code = InvalidAddressError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The address is not valid for this network', parameters)
  }
}

/** Sending on a namespace other than eip155 or solana, or a network the wallet cannot use. */
export class UnsupportedChainError extends LatchError {
  override readonly name = 'UnsupportedChainError'
  static readonly code = 'UNSUPPORTED_CHAIN'
  readonly code = UnsupportedChainError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Unsupported chain', parameters)
  }
}

/** The wallet does not offer this method (EIP-1193 4200, not in the WalletConnect session, refused by an embedded wallet). */
export class MethodNotSupportedError extends LatchError {
  override readonly name = 'MethodNotSupportedError'
  static readonly code = 'METHOD_NOT_SUPPORTED'
  readonly code = MethodNotSupportedError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Not supported by this wallet', parameters)
  }
}

/** The chain-data endpoint cannot answer this read (an RPC without the method, no source configured). */
export class ChainDataUnavailableError extends LatchError {
  override readonly name = 'ChainDataUnavailableError'
  static readonly code = 'CHAIN_DATA_UNAVAILABLE'
  readonly code = ChainDataUnavailableError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Not available on this network', parameters)
  }
}

/** The amount to send (with the network fee, when it is paid from the same balance) is more than the account holds. */
export class InsufficientBalanceError extends LatchError {
  override readonly name = 'InsufficientBalanceError'
  static readonly code = 'INSUFFICIENT_BALANCE'
  readonly code = InsufficientBalanceError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Insufficient balance', parameters)
  }
}

/** No adapter is registered for the namespace asked for. */
export class AdapterNotFoundError extends LatchError {
  override readonly name = 'AdapterNotFoundError'
  static readonly code = 'ADAPTER_NOT_FOUND'
  readonly code = AdapterNotFoundError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Adapter not found', parameters)
  }
}

/** A namespace or account address was needed and none is known. */
export class NamespaceOrAddressNotFoundError extends LatchError {
  override readonly name = 'NamespaceOrAddressNotFoundError'
  static readonly code = 'NAMESPACE_OR_ADDRESS_NOT_FOUND'
  readonly code = NamespaceOrAddressNotFoundError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Namespace or address not found', parameters)
  }
}

/** One or more namespaces failed to disconnect; `details` lists them. */
export class DisconnectChainsError extends LatchError {
  override readonly name = 'DisconnectChainsError'
  static readonly code = 'DISCONNECT_FAILED'
  readonly code = DisconnectChainsError.code
  /** The failures, as listed after the colon of the message. */
  readonly reasons: string
  constructor(reasons: string, parameters?: LatchErrorParameters) {
    super(`Failed to disconnect chains: ${reasons}`, parameters)
    this.reasons = reasons
  }
}

/** A WalletConnect (or other session-based) connection was asked for and no session exists. */
export class NoSessionError extends LatchError {
  override readonly name = 'NoSessionError'
  static readonly code = 'NO_SESSION'
  readonly code = NoSessionError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Error connecting to wallet: No session found', parameters)
  }
}

/** The wallet failed to sign the sign-in message. */
export class SignMessageError extends LatchError {
  override readonly name = 'SignMessageError'
  static readonly code = 'SIGN_MESSAGE_FAILED'
  readonly code = SignMessageError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Error signing message', parameters)
  }
}

/** Setting up wallet authentication failed; the namespace is disconnected and the modal resets to Connect. */
export class AuthenticationInitError extends LatchError {
  override readonly name = 'AuthenticationInitError'
  static readonly code = 'AUTH_INIT_FAILED'
  readonly code = AuthenticationInitError.code
  constructor(parameters?: LatchErrorParameters) {
    super('A problem occurred while trying initialize authentication', parameters)
  }
}

/** A swap quote failed because the pool cannot fill it. */
export class InsufficientLiquidityError extends LatchError {
  override readonly name = 'InsufficientLiquidityError'
  static readonly code = 'INSUFFICIENT_LIQUIDITY'
  readonly code = InsufficientLiquidityError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Insufficient liquidity', parameters)
  }
}

/** The requested network is not among the networks the host configured. */
export class NetworkNotFoundError extends LatchError {
  override readonly name = 'NetworkNotFoundError'
  static readonly code = 'SWITCH_NETWORK_NOT_FOUND'
  readonly code = NetworkNotFoundError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Switch network not found', parameters)
  }
}

/** The wallet connection went away (EIP-1193 4900, session deleted, extension disabled). */
export class ProviderDisconnectedError extends LatchError {
  override readonly name = 'ProviderDisconnectedError'
  static readonly code = 'PROVIDER_DISCONNECTED'
  readonly code = ProviderDisconnectedError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The wallet disconnected', parameters)
  }
}

/** A value that must be a transaction hash (0x + 64 hex characters) is not one. */
export class InvalidTransactionHashError extends LatchError {
  override readonly name = 'InvalidTransactionHashError'
  static readonly code = 'INVALID_TRANSACTION_HASH'
  readonly code = InvalidTransactionHashError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Invalid transaction hash', parameters)
  }
}

/** A value that must be a signature (0x + at least 62 hex characters) is not one. */
export class InvalidSignatureError extends LatchError {
  override readonly name = 'InvalidSignatureError'
  static readonly code = 'INVALID_SIGNATURE'
  readonly code = InvalidSignatureError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Invalid signed message', parameters)
  }
}

/**
 * The wallet already has a request of this kind open and refused a second one (EIP-1193 -32002, MetaMask's
 * "already pending"): the visitor has to answer it in the wallet.
 */
export class RequestAlreadyPendingError extends LatchError {
  override readonly name = 'RequestAlreadyPendingError'
  static readonly code = 'REQUEST_ALREADY_PENDING'
  readonly code = RequestAlreadyPendingError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The request is waiting in your wallet. Open your wallet to approve it.', parameters)
  }
}

/** Any other wallet failure, with the wallet's own text in `details`. */
export class WalletRequestError extends LatchError {
  override readonly name = 'WalletRequestError'
  static readonly code = 'WALLET_REQUEST_FAILED'
  readonly code = WalletRequestError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The wallet could not complete the request', parameters)
  }
}

/** The wallet asked for is not (or no longer) available in this browser. */
export class ConnectorNotFoundError extends LatchError {
  override readonly name = 'ConnectorNotFoundError'
  static readonly code = 'CONNECTOR_NOT_FOUND'
  readonly code = ConnectorNotFoundError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Wallet not found', parameters)
  }
}

/** The host's sign-in check (legacy `siweConfig.verifyMessage`, or a server) refused the signed message. */
export class SignInNotVerifiedError extends LatchError {
  override readonly name = 'SignInNotVerifiedError'
  static readonly code = 'SIGN_IN_NOT_VERIFIED'
  readonly code = SignInNotVerifiedError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The sign-in signature could not be verified', parameters)
  }
}

/** The sign-in session expired: the visitor is signed out and nothing is done on the expired session. */
export class SessionExpiredError extends LatchError {
  override readonly name = 'SessionExpiredError'
  static readonly code = 'SESSION_EXPIRED'
  readonly code = SessionExpiredError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Your sign-in session has expired. Sign in again.', parameters)
  }
}

/** Sign-in is required and the visitor has no session: a privileged call waits until they sign in. */
export class SignInRequiredError extends LatchError {
  override readonly name = 'SignInRequiredError'
  static readonly code = 'SIGN_IN_REQUIRED'
  readonly code = SignInRequiredError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Sign in to continue', parameters)
  }
}

/** A sign-in message field the message grammar (EIP-4361 / CAIP-122) does not allow there: nothing is signed. */
export class InvalidSignInMessageError extends LatchError {
  override readonly name = 'InvalidSignInMessageError'
  static readonly code = 'INVALID_SIGN_IN_MESSAGE'
  readonly code = InvalidSignInMessageError.code
  /** The refused field (`domain`, `uri`, `statement`, ...). */
  readonly field: string | undefined
  constructor(field?: string, parameters: LatchErrorParameters = {}) {
    super('The sign-in message has a field that is not allowed', {
      ...parameters,
      details: parameters.details ?? field,
    })
    this.field = field
  }
}

/** The WalletConnect pairing URI expired before a wallet scanned it (RELIABILITY #24): show a fresh one. */
export class PairingExpiredError extends LatchError {
  override readonly name = 'PairingExpiredError'
  static readonly code = 'PAIRING_EXPIRED'
  readonly code = PairingExpiredError.code
  constructor(parameters?: LatchErrorParameters) {
    super('The QR code expired', parameters)
  }
}

/** The WalletConnect relay cannot be reached or stopped answering (RELIABILITY #14, #24). */
export class RelayUnavailableError extends LatchError {
  override readonly name = 'RelayUnavailableError'
  static readonly code = 'RELAY_UNAVAILABLE'
  readonly code = RelayUnavailableError.code
  constructor(parameters?: LatchErrorParameters) {
    super('Cannot reach the WalletConnect relay', parameters)
  }
}
