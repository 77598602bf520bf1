import { describe, expect, it } from 'vitest'
import * as catalogue from './catalogue'
import { isLatchError } from './LatchError'
import { isUserRejection, toLatchError } from './toLatchError'

describe('error catalogue (spec §5, §8)', () => {
  it.each([
    [new catalogue.UserRejectedError(), 'UserRejectedError', 'User rejected the request'],
    [new catalogue.InvalidCaipAddressError(), 'InvalidCaipAddressError', 'Invalid CAIP-10 address'],
    [
      new catalogue.ConflictingSignInOptionsError(),
      'ConflictingSignInOptionsError',
      'Cannot set both `siweConfig` and `siwx` options',
    ],
    [
      new catalogue.RpcMethodNotAllowedError(),
      'RpcMethodNotAllowedError',
      'Requested RPC call is not allowed',
    ],
    [new catalogue.EmailCooldownError(17), 'EmailCooldownError', 'Please try again after 17 seconds'],
    [
      new catalogue.SendAmountAndReceiverRequiredError(),
      'SendAmountAndReceiverRequiredError',
      'An amount and receiver address are required',
    ],
    [new catalogue.SendTokenRequiredError(), 'SendTokenRequiredError', 'A token is required'],
    [new catalogue.UnsupportedChainError(), 'UnsupportedChainError', 'Unsupported chain'],
    [new catalogue.AdapterNotFoundError(), 'AdapterNotFoundError', 'Adapter not found'],
    [
      new catalogue.NamespaceOrAddressNotFoundError(),
      'NamespaceOrAddressNotFoundError',
      'Namespace or address not found',
    ],
    [
      new catalogue.DisconnectChainsError('solana: gone'),
      'DisconnectChainsError',
      'Failed to disconnect chains: solana: gone',
    ],
    [new catalogue.NoSessionError(), 'NoSessionError', 'Error connecting to wallet: No session found'],
    [new catalogue.SignMessageError(), 'SignMessageError', 'Error signing message'],
    [
      new catalogue.AuthenticationInitError(),
      'AuthenticationInitError',
      'A problem occurred while trying initialize authentication',
    ],
    [new catalogue.InsufficientLiquidityError(), 'InsufficientLiquidityError', 'Insufficient liquidity'],
    [new catalogue.NetworkNotFoundError(), 'NetworkNotFoundError', 'Switch network not found'],
    [new catalogue.ConnectorNotFoundError(), 'ConnectorNotFoundError', 'Wallet not found'],
    [
      new catalogue.RequestAlreadyPendingError(),
      'RequestAlreadyPendingError',
      'The request is waiting in your wallet. Open your wallet to approve it.',
    ],
  ])('%s has its name and the exact message', (error, name, message) => {
    expect(error.name).toBe(name)
    expect(error.message).toBe(message)
    expect(isLatchError(error)).toBe(true)
    expect(error).toBeInstanceOf(Error)
  })

  it('keeps details and the cause chain', () => {
    const cause = new Error('low level')
    const error = new catalogue.WalletRequestError({ cause, details: 'rpc said no' })
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('rpc said no')
    expect(new catalogue.RpcMethodNotAllowedError().uiMessage).toBe('Action not allowed')
  })

  it('codes are unique', () => {
    const codes = Object.values(catalogue).map((ErrorClass) => {
      const Constructor = ErrorClass as unknown as new (arg?: unknown) => { code: string }
      return new Constructor(1).code
    })
    expect(new Set(codes).size).toBe(codes.length)
  })
})

describe('user-rejected mapping (spec §8)', () => {
  it.each([
    { code: 4001, message: 'whatever' },
    { code: 5000, message: 'x' },
    { code: 5002, message: 'x' },
    { code: '4001', message: 'string code' },
    { message: 'User rejected the request.' },
    { message: 'Request cancelled by user' },
    { message: 'The user canceled' },
    'user rejected signing',
  ])('%j becomes UserRejectedError', (raw) => {
    expect(isUserRejection(raw)).toBe(true)
    const error = toLatchError(raw)
    expect(error.name).toBe('UserRejectedError')
    expect(error.message).toBe('User rejected the request')
    expect(error.cause).toBe(raw)
  })

  it('other codes map to their own typed errors, unknown failures keep the wallet text in details', () => {
    expect(toLatchError({ code: 4200, message: 'nope' }).message).toBe('Not supported by this wallet')
    expect(toLatchError({ code: 4900, message: 'gone' }).name).toBe('ProviderDisconnectedError')
    // An SDK's wrapper around the wallet's answer (viem's TransactionExecutionError has no code of its own).
    const wrapped = Object.assign(new Error('Transaction failed'), {
      cause: Object.assign(new Error('The wallet is disconnected'), { code: 4900 }),
    })
    expect(toLatchError(wrapped).name).toBe('ProviderDisconnectedError')
    const other = toLatchError(new Error('execution reverted'))
    expect(other.name).toBe('WalletRequestError')
    expect(other.details).toBe('execution reverted')
    expect(toLatchError(null).name).toBe('WalletRequestError')
    expect(isUserRejection({ code: 4100 })).toBe(false)
  })

  it("parameters: codes.requestPending: the adapter's wallets' own 'already open' code is RequestAlreadyPendingError; without it the code means nothing", () => {
    const raw = { code: -32002, message: "Request of type 'wallet_requestPermissions' already open" }
    const pending = toLatchError(raw, { requestPending: -32002 })
    expect(pending.name).toBe('RequestAlreadyPendingError')
    expect(pending.message).toBe('The request is waiting in your wallet. Open your wallet to approve it.')
    expect(pending.details).toBe(raw.message)
    expect(pending.cause).toBe(raw)
    expect(toLatchError({ code: -32002, message: 'preflight failed' }).name).toBe('WalletRequestError')
    expect(toLatchError({ code: 4001 }, { requestPending: -32002 }).name).toBe('UserRejectedError')
  })

  it.each([
    {
      code: -32002,
      message: "Request of type 'wallet_requestPermissions' already pending for origin x. Please wait.",
    },
    { message: 'Already processing eth_requestAccounts. Please wait.' },
    new Error('The source https://dapp.example has a pending authorization request'),
  ])(
    'behavior: %j (MetaMask: request already open in the wallet) becomes RequestAlreadyPendingError',
    (raw) => {
      const error = toLatchError(raw)
      expect(error).toBeInstanceOf(catalogue.RequestAlreadyPendingError)
      expect(error.code).toBe('REQUEST_ALREADY_PENDING')
      expect(error.cause).toBe(raw)
    },
  )

  it('behavior: -32002 alone stays generic in core (Stacks "access denied", Solana RPC preflight use that code)', () => {
    expect(toLatchError({ code: -32002, message: 'Access denied' }).name).toBe('WalletRequestError')
    expect(toLatchError({ code: -32002, message: 'Transaction simulation failed' }).name).toBe(
      'WalletRequestError',
    )
  })

  it("the e-mail wallet's refusal of a method on neither RPC list: 'Requested RPC call is not allowed', also wrapped by an SDK", () => {
    const refusal = { code: 'RPC_METHOD_NOT_ALLOWED', message: 'Requested RPC call is not allowed' }
    const direct = toLatchError(refusal)
    expect(direct.name).toBe('RpcMethodNotAllowedError')
    expect(direct.message).toBe('Requested RPC call is not allowed')
    const wrapped = toLatchError({
      name: 'UnknownRpcError',
      message: 'An unknown RPC error occurred',
      cause: refusal,
    })
    expect(wrapped.name).toBe('RpcMethodNotAllowedError')
    expect(toLatchError({ code: 'SOMETHING_ELSE', message: 'x' }).name).toBe('WalletRequestError')
  })

  it('Latch errors pass through unchanged', () => {
    const original = new catalogue.SendTokenRequiredError()
    expect(toLatchError(original)).toBe(original)
  })
})
