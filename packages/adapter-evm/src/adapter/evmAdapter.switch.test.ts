import { snapshotChain } from '@latch/fixture-evm/node'
import { getConnection } from '@wagmi/core'
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { createEvmTestEnv } from '../testing/createEvmTestEnv'

const DEV_WALLET = 'dev.latch.wallet'
let revert: () => Promise<void>

beforeEach(async () => {
  revert = await snapshotChain(inject('evmTestBed').chainA.rpcUrl)
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await revert()
})

describe('switchNetwork', () => {
  it('default: wallet_switchEthereumChain moves the wallet, networkChanged follows, wagmi agrees', async () => {
    const { adapter, wallet, events } = await createEvmTestEnv()
    await adapter.connect({ connectorId: DEV_WALLET })
    const connection = await adapter.switchNetwork({ connectorId: DEV_WALLET, networkId: 'eip155:31338' })
    expect(wallet.chainId).toBe(31338)
    const accounts = wallet.addresses.map((address) => ({ address: `eip155:31338:${address}`, type: 'eoa' }))
    expect(connection).toEqual({ connectorId: DEV_WALLET, networkId: 'eip155:31338', accounts })
    expect(events).toEqual([
      { type: 'networkChanged', connectorId: DEV_WALLET, networkId: 'eip155:31338', accounts },
    ])
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(31338)
  })

  it('behavior: the wallet answers 4902, the chain is added and the switch asked again (RELIABILITY #12)', async () => {
    const { adapter, wallet, bed } = await createEvmTestEnv({ walletKnows: 'A' })
    await adapter.connect({ connectorId: DEV_WALLET })
    const before = wallet.requests.length
    await adapter.switchNetwork({ connectorId: DEV_WALLET, networkId: 'eip155:31338' })
    expect(wallet.chainId).toBe(31338)
    const asked = wallet.requests.slice(before)
    expect(asked.map((request) => request.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
      'eth_chainId',
    ])
    expect(asked[1]?.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Anvil 31338',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [bed.chainB.rpcUrl],
      },
    ])
    // The wallet now reads chain B's node.
    expect(await wallet.provider.request({ method: 'net_version' })).toBe('31338')
  })

  it("behavior: a network the host did not configure is 'Switch network not found', the wallet is not asked", async () => {
    const { adapter, wallet } = await createEvmTestEnv()
    await adapter.connect({ connectorId: DEV_WALLET })
    const before = wallet.requests.length
    await expect(
      adapter.switchNetwork({ connectorId: DEV_WALLET, networkId: 'eip155:10' }),
    ).rejects.toThrowError(
      expect.objectContaining({ name: 'NetworkNotFoundError', message: 'Switch network not found' }),
    )
    expect(wallet.requests.length).toBe(before)
  })

  it('behavior: user rejects the switch, the wallet stays (RELIABILITY #10)', async () => {
    const { adapter, wallet, events } = await createEvmTestEnv()
    await adapter.connect({ connectorId: DEV_WALLET })
    wallet.rejectNext()
    await expect(
      adapter.switchNetwork({ connectorId: DEV_WALLET, networkId: 'eip155:31338' }),
    ).rejects.toThrowError(
      expect.objectContaining({ name: 'UserRejectedError', message: 'User rejected the request' }),
    )
    expect(wallet.chainId).toBe(31337)
    expect(events).toEqual([])
  })

  it('behavior: a wallet that answers but does not switch is an error, never silent (RELIABILITY #12)', async () => {
    const { adapter, wallet } = await createEvmTestEnv()
    await adapter.connect({ connectorId: DEV_WALLET })
    const original = wallet.provider.request
    wallet.provider.request = async (args) =>
      args.method === 'wallet_switchEthereumChain' ? null : original(args)
    await expect(
      adapter.switchNetwork({ connectorId: DEV_WALLET, networkId: 'eip155:31338' }),
    ).rejects.toThrowError(
      expect.objectContaining({
        name: 'WalletRequestError',
        message: 'The wallet could not complete the request',
        details: 'the wallet stayed on 0x7a69, not eip155:31338',
      }),
    )
  })

  it('without a connected wallet it is a typed error', async () => {
    const { adapter } = await createEvmTestEnv()
    await expect(
      adapter.switchNetwork({ connectorId: DEV_WALLET, networkId: 'eip155:31338' }),
    ).rejects.toThrowError(
      expect.objectContaining({ name: 'ProviderDisconnectedError', message: 'The wallet disconnected' }),
    )
  })
})
