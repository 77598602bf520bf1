import type { CaipAddress } from '@latch/core'
import { snapshotChain } from '@latch/fixture-evm/node'
import {
  encodeFunctionData,
  type Hex,
  keccak256,
  parseAbi,
  serializeErc6492Signature,
  toHex,
  verifyMessage,
} from 'viem'
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { createEvmTestEnv, type EvmTestEnv } from '../testing/createEvmTestEnv'

const DEV_WALLET = 'dev.latch.wallet'
const factoryAbi = parseAbi([
  'function deploy(address owner, bytes32 salt) returns (address)',
  'function predict(address owner, bytes32 salt) view returns (address)',
])
let revert: () => Promise<void>
let env: EvmTestEnv
let account: CaipAddress

beforeEach(async () => {
  revert = await snapshotChain(inject('evmTestBed').chainA.rpcUrl)
  env = await createEvmTestEnv()
  account = (await env.adapter.connect({ connectorId: DEV_WALLET })).accounts[0]!.address
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await revert()
})

describe('signMessage', () => {
  it('personal_sign with the real key: the signature recovers to the account', async () => {
    const signature = await env.adapter.signMessage({ address: account, message: 'Sign in to Latch' })
    expect(env.wallet.requests.at(-1)?.method).toBe('personal_sign')
    const address = env.wallet.addresses[0]!
    expect(await verifyMessage({ address, message: 'Sign in to Latch', signature: signature as Hex })).toBe(
      true,
    )
  })

  it('behavior: user rejects signing (RELIABILITY #10)', async () => {
    env.wallet.rejectNext()
    await expect(env.adapter.signMessage({ address: account, message: 'x' })).rejects.toThrowError(
      expect.objectContaining({ name: 'UserRejectedError', message: 'User rejected the request' }),
    )
  })
})

describe('verifySignature', () => {
  it('EOA: valid for the signer and the message, invalid for another message or signer', async () => {
    const signature = await env.adapter.signMessage({ address: account, message: 'hello' })
    expect(await env.adapter.verifySignature({ message: 'hello', signature, address: account })).toBe(true)
    expect(await env.adapter.verifySignature({ message: 'hellO', signature, address: account })).toBe(false)
    const other: CaipAddress = `eip155:31337:${env.wallet.addresses[1]}`
    expect(await env.adapter.verifySignature({ message: 'hello', signature, address: other })).toBe(false)
  })

  it('ERC-1271 contract account: valid when its owner signed, invalid for another key', async () => {
    const contract: CaipAddress = `eip155:31337:${env.bed.chainA.contracts.ownerWallet}`
    const byOwner = await env.adapter.signMessage({ address: account, message: 'contract sign-in' })
    expect(
      await env.adapter.verifySignature({
        message: 'contract sign-in',
        signature: byOwner,
        address: contract,
      }),
    ).toBe(true)
    const second: CaipAddress = `eip155:31337:${env.wallet.addresses[1]}`
    const byOther = await env.adapter.signMessage({ address: second, message: 'contract sign-in' })
    expect(
      await env.adapter.verifySignature({
        message: 'contract sign-in',
        signature: byOther,
        address: contract,
      }),
    ).toBe(false)
  })

  it('ERC-6492: a contract account that is not deployed yet verifies through its factory call', async () => {
    const { walletFactory } = env.bed.chainA.contracts
    const owner = env.wallet.addresses[0]!
    const salt = keccak256(toHex('latch'))
    const predicted = await env.readerA.readContract({
      address: walletFactory,
      abi: factoryAbi,
      functionName: 'predict',
      args: [owner, salt],
    })
    expect(await env.readerA.getCode({ address: predicted })).toBeUndefined()
    const wrap = (signature: string) =>
      serializeErc6492Signature({
        address: walletFactory,
        data: encodeFunctionData({ abi: factoryAbi, functionName: 'deploy', args: [owner, salt] }),
        signature: signature as Hex,
      })
    const contract: CaipAddress = `eip155:31337:${predicted}`
    const byOwner = await env.adapter.signMessage({ address: account, message: 'counterfactual' })
    expect(
      await env.adapter.verifySignature({
        message: 'counterfactual',
        signature: wrap(byOwner),
        address: contract,
      }),
    ).toBe(true)
    const second: CaipAddress = `eip155:31337:${env.wallet.addresses[1]}`
    const byOther = await env.adapter.signMessage({ address: second, message: 'counterfactual' })
    expect(
      await env.adapter.verifySignature({
        message: 'counterfactual',
        signature: wrap(byOther),
        address: contract,
      }),
    ).toBe(false)
  })

  it("a value that is not a signature is 'Invalid signed message'", async () => {
    await expect(
      env.adapter.verifySignature({ message: 'hello', signature: 'nope', address: account }),
    ).rejects.toThrowError(
      expect.objectContaining({ name: 'InvalidSignatureError', message: 'Invalid signed message' }),
    )
  })
})

describe('formatSignInMessage (EIP-4361)', () => {
  const fields = {
    accountAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    chainId: 'eip155:31337' as const,
    domain: 'app.example.com',
    uri: 'https://app.example.com/login',
    version: '1',
    nonce: 'n0nce12345',
    issuedAt: '2026-11-22T00:00:00.000Z',
  }

  it('default: the required fields, address checksummed, chain id numeric', () => {
    expect(env.adapter.formatSignInMessage(fields)).toBe(
      [
        'app.example.com wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        // EIP-4361 ABNF: LF [ statement LF ] LF, so two blank lines without a statement.
        '',
        '',
        'URI: https://app.example.com/login',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: n0nce12345',
        'Issued At: 2026-11-22T00:00:00.000Z',
      ].join('\n'),
    )
  })

  it('parameters: statement, expiry, not-before, request id and resources; a CAIP-10 account', () => {
    expect(
      env.adapter.formatSignInMessage({
        ...fields,
        accountAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        statement: 'Sign in to Latch.',
        expirationTime: '2026-11-23T00:00:00.000Z',
        notBefore: '2026-11-22T00:00:00.000Z',
        requestId: 'req-1',
        resources: ['https://app.example.com/terms'],
      }),
    ).toBe(
      [
        'app.example.com wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        'Sign in to Latch.',
        '',
        'URI: https://app.example.com/login',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: n0nce12345',
        'Issued At: 2026-11-22T00:00:00.000Z',
        'Expiration Time: 2026-11-23T00:00:00.000Z',
        'Not Before: 2026-11-22T00:00:00.000Z',
        'Request ID: req-1',
        'Resources:',
        '- https://app.example.com/terms',
      ].join('\n'),
    )
  })

  it('a malformed account is an InvalidAddressError', () => {
    expect(() => env.adapter.formatSignInMessage({ ...fields, accountAddress: '0x1234' })).toThrowError(
      expect.objectContaining({
        name: 'InvalidAddressError',
        message: 'The address is not valid for this network',
      }),
    )
  })

  it('the signed EIP-4361 message verifies for the account', async () => {
    const message = env.adapter.formatSignInMessage(fields)
    const signature = await env.adapter.signMessage({ address: account, message })
    expect(await env.adapter.verifySignature({ message, signature, address: account })).toBe(true)
  })
})
