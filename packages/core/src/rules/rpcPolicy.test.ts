import { describe, expect, it } from 'vitest'
import { RpcMethodNotAllowedError } from '../errors/catalogue'
import { assertRpcAllowed, classifyRpcMethod, NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS } from './rpcPolicy'

describe('rpcPolicy', () => {
  it.each([
    'eth_accounts',
    'eth_chainId',
    'eth_getBalance',
    'eth_call',
    'eth_blockNumber',
    'eth_estimateGas',
    'eth_getTransactionReceipt',
    'eth_getTransactionByHash',
    'eth_getCode',
    'net_version',
    'getBalance',
    'getLatestBlockhash',
    'solana_getAccounts',
  ])('behavior: %s is answered without a prompt (safe)', (method) => {
    expect(classifyRpcMethod(method)).toBe('safe')
    expect(assertRpcAllowed(method)).toBe('safe')
  })

  it.each([
    'personal_sign',
    'eth_sign',
    'eth_signTypedData',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_sendRawTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
  ])('behavior: %s needs the visitor (notSafe)', (method) => {
    expect(classifyRpcMethod(method)).toBe('notSafe')
    expect(assertRpcAllowed(method)).toBe('notSafe')
  })

  it.each([
    'eth_coinbase',
    'debug_traceTransaction',
    'anvil_setBalance',
    'ETH_ACCOUNTS',
    'personal_sign ',
    '',
    '__proto__',
    'toString',
    'constructor',
  ])('error: %j is not allowed, with the spec message and UI text', (method) => {
    expect(classifyRpcMethod(method)).toBeUndefined()
    try {
      assertRpcAllowed(method)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(RpcMethodNotAllowedError)
      expect((error as RpcMethodNotAllowedError).message).toBe('Requested RPC call is not allowed')
      expect((error as RpcMethodNotAllowedError).uiMessage).toBe('Action not allowed')
      expect((error as RpcMethodNotAllowedError).details).toBe(method)
    }
  })

  it('default: no method is on both lists', () => {
    const overlap = SAFE_RPC_METHODS.filter((method) => NOT_SAFE_RPC_METHODS.includes(method))
    expect(overlap).toEqual([])
  })
})
