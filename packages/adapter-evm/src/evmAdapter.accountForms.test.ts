import { snapshotChain } from '@latch/fixture-evm/node'
import { type Hex, verifyMessage } from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { createEvmTestEnv, type EvmTestEnv } from './testing/createEvmTestEnv'

// A wallet that is not Latch's dev wallet: a viem account (`privateKeyToAccount(generatePrivateKey())`) behind an
// injected EIP-1193 provider that answers its accounts in one of the forms wallets write them (issue 30 item 4,
// RELIABILITY #7). It connects as the EIP-55 checksum form, signs with the viem key, and the signature verifies.
// Reads and the chain id go to the anvil node through the test bed's provider.

let revert: () => Promise<void>
beforeEach(async () => {
  revert = await snapshotChain(inject('evmTestBed').chainA.rpcUrl)
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await revert()
})

function injectViemWallet(env: EvmTestEnv, account: PrivateKeyAccount, written: string) {
  env.window.ethereum = {
    ...env.wallet.provider,
    request: async (args: { method: string; params?: unknown }) => {
      if (args.method === 'eth_requestAccounts' || args.method === 'eth_accounts') return [written]
      if (args.method === 'personal_sign') {
        const [message] = args.params as [Hex, string]
        return account.signMessage({ message: { raw: message } })
      }
      return env.wallet.provider.request(args)
    },
  }
}

describe('evmAdapter: a viem key answered in each form wallets write (RELIABILITY #7)', () => {
  it.each([
    ['EIP-55 checksummed', (address: string) => address],
    ['all lower case', (address: string) => address.toLowerCase()],
    ['all upper case after 0x', (address: string) => `0x${address.slice(2).toUpperCase()}`],
  ])('form: %s connects as the checksum form, signs, and the signature verifies', async (_, write) => {
    const env = await createEvmTestEnv({ silentWallet: true })
    const account = privateKeyToAccount(generatePrivateKey())
    injectViemWallet(env, account, write(account.address))
    const connection = await env.adapter.connect({ connectorId: 'injected' })
    const address = `eip155:${env.bed.chainA.chainId}:${account.address}` as const
    expect(connection.accounts).toEqual([{ address, type: 'eoa' }])
    const signature = await env.adapter.signMessage({ address, message: 'Sign in to Latch' })
    expect(
      await verifyMessage({
        address: account.address,
        message: 'Sign in to Latch',
        signature: signature as Hex,
      }),
    ).toBe(true)
  })

  it('behavior: the same address with one letter of its checksum flipped is InvalidAddressError', async () => {
    const env = await createEvmTestEnv({ silentWallet: true })
    const account = privateKeyToAccount(generatePrivateKey())
    const letter = account.address.slice(2).search(/[a-fA-F]/) + 2
    const char = account.address[letter] as string
    const swapped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()
    const typo = `${account.address.slice(0, letter)}${swapped}${account.address.slice(letter + 1)}`
    injectViemWallet(env, account, typo)
    await expect(env.adapter.connect({ connectorId: 'injected' })).rejects.toThrowError(
      expect.objectContaining({
        name: 'InvalidAddressError',
        message: 'The address is not valid for this network',
        details: typo,
      }),
    )
  })
})
