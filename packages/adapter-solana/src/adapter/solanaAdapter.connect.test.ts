import { registerDevWallet } from '@latch/fixture-solana/devWallet'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, it } from 'vitest'
import {
  adapterContext,
  fundedDevWallet,
  localnet,
  recordingLogger,
  setUpAdapter,
} from '../../test/testContext'
import { solanaDevnet } from '../networks/solanaNetworks'
import { solanaAdapter } from './solanaAdapter'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})
function register(wallet: Wallet) {
  const unregister = registerDevWallet(wallet)
  cleanups.push(unregister)
  return unregister
}

describe('solanaAdapter: discovery', () => {
  it('default: setup is SSR-safe and offers no discovered wallet before start() (RELIABILITY #3)', async () => {
    const wallet = await fundedDevWallet(0)
    register(wallet)
    const { adapter } = setUpAdapter(solanaAdapter())
    expect(typeof window).toBe('undefined')
    expect(adapter.connectors()).toEqual([])
    adapter.start?.()
    await adapter.load?.()
    expect(adapter.connectors()).toContainEqual({
      id: wallet.name,
      name: wallet.name,
      namespace: 'solana',
      type: 'announced',
      imageUrl: wallet.icon,
      installed: true,
    })
  })

  it('behavior: wallets registering and unregistering later update the list and emit connectorsChanged', async () => {
    const { adapter, events } = setUpAdapter(solanaAdapter())
    adapter.start?.()
    await adapter.load?.()
    const wallet = await fundedDevWallet(0)
    const unregister = register(wallet)
    expect(adapter.connectors().map((connector) => connector.id)).toContain(wallet.name)
    expect(events).toContainEqual({ type: 'connectorsChanged' })
    events.length = 0
    unregister()
    expect(adapter.connectors().map((connector) => connector.id)).not.toContain(wallet.name)
    expect(events).toEqual([{ type: 'connectorsChanged' }])
  })

  it('behavior: a wallet without a solana chain, a way to send, or any features is not offered (RELIABILITY #6)', async () => {
    const wallet = await fundedDevWallet(0)
    const evmOnly: Wallet = { ...wallet, name: 'EVM only', chains: ['eip155:1'] }
    const {
      'solana:signAndSendTransaction': _send,
      'solana:signTransaction': _sign,
      ...rest
    } = wallet.features
    const cannotSend: Wallet = { ...wallet, name: 'Cannot send', features: rest }
    const broken = { ...wallet, name: 'No features', features: null } as unknown as Wallet
    const { adapter } = setUpAdapter(
      solanaAdapter({ wallets: [evmOnly, cannotSend, broken, wallet], discover: false }),
    )
    adapter.start?.()
    await adapter.load?.()
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([wallet.name])
  })

  it('behavior: a connected wallet that unregisters disconnects with a typed error (RELIABILITY #14)', async () => {
    const wallet = await fundedDevWallet(0)
    const unregister = register(wallet)
    const { adapter, events } = setUpAdapter(solanaAdapter())
    adapter.start?.()
    await adapter.connect({ connectorId: wallet.name })
    unregister()
    const disconnected = events.find((event) => event.type === 'disconnected')
    expect(disconnected).toMatchObject({ type: 'disconnected', connectorId: wallet.name })
    expect(disconnected?.type === 'disconnected' && disconnected.error?.message).toBe(
      'The wallet disconnected',
    )
  })
})

describe('solanaAdapter: connect', () => {
  it('default: returns the wallet account as CAIP-10 on the host first network', async () => {
    const wallet = await fundedDevWallet(0)
    const { adapter } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
    const connection = await adapter.connect({ connectorId: wallet.name })
    expect(connection).toEqual({
      connectorId: wallet.name,
      networkId: 'solana:localnet',
      accounts: [{ address: `solana:localnet:${wallet.address}`, type: 'eoa', publicKey: wallet.address }],
    })
  })

  it('parameters: networkId picks another configured network; an unknown one is refused', async () => {
    const wallet = await fundedDevWallet(0)
    const { adapter } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
    const connection = await adapter.connect({ connectorId: wallet.name, networkId: solanaDevnet.id })
    expect(connection.accounts[0]?.address).toBe(`${solanaDevnet.id}:${wallet.address}`)
    await expect(
      adapter.connect({ connectorId: wallet.name, networkId: 'solana:unknown' }),
    ).rejects.toThrowError(
      expect.objectContaining({ name: 'UnsupportedChainError', message: 'Unsupported chain' }),
    )
  })

  it('behavior: user rejects connect → UserRejectedError, and trying again works (RELIABILITY #10)', async () => {
    const wallet = await fundedDevWallet(0)
    const { adapter } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
    wallet.rejectNext()
    await expect(adapter.connect({ connectorId: wallet.name })).rejects.toThrowError(
      expect.objectContaining({ name: 'UserRejectedError', message: 'User rejected the request' }),
    )
    expect(wallet.accounts).toEqual([])
    expect((await adapter.connect({ connectorId: wallet.name })).accounts).toHaveLength(1)
  })

  it("behavior: an unknown connector id is 'Wallet not found'", async () => {
    const { adapter } = setUpAdapter(solanaAdapter({ discover: false }))
    await expect(adapter.connect({ connectorId: 'Nope' })).rejects.toThrowError(
      expect.objectContaining({
        name: 'ConnectorNotFoundError',
        message: 'Wallet not found',
        details: 'Nope',
      }),
    )
  })

  it.each([
    ['too short', 'abc'],
    ['not base58 (0 and l)', '0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l0l'],
    ['33 bytes', '1'.repeat(33).replace(/^1/, '2')],
  ])(
    'behavior: a malformed wallet account (%s) is InvalidAddressError (RELIABILITY #7)',
    async (_, address) => {
      const wallet = await fundedDevWallet(0)
      const hostile: Wallet = {
        ...wallet,
        name: `Hostile ${address}`,
        features: {
          ...wallet.features,
          'standard:connect': {
            version: '1.0.0',
            connect: async () => ({
              accounts: [
                { address, publicKey: new Uint8Array(32), chains: ['solana:localnet'], features: [] },
              ],
            }),
          },
        },
      }
      const { adapter } = setUpAdapter(solanaAdapter({ wallets: [hostile], discover: false }))
      await expect(adapter.connect({ connectorId: hostile.name })).rejects.toThrowError(
        expect.objectContaining({
          name: 'InvalidAddressError',
          message: 'The address is not valid for this network',
        }),
      )
    },
  )

  it('behavior: a wallet whose approval window is already open (Phantom -32002) is RequestAlreadyPendingError', async () => {
    const wallet = await fundedDevWallet(0)
    const busy: Wallet = {
      ...wallet,
      name: 'Busy wallet',
      features: {
        ...wallet.features,
        'standard:connect': {
          version: '1.0.0',
          connect: async () => {
            throw Object.assign(new Error('Requested resource not available.'), { code: -32002 })
          },
        },
      },
    }
    const { adapter } = setUpAdapter(solanaAdapter({ wallets: [busy], discover: false }))
    await expect(adapter.connect({ connectorId: busy.name })).rejects.toThrowError(
      expect.objectContaining({
        name: 'RequestAlreadyPendingError',
        message: 'The request is waiting in your wallet. Open your wallet to approve it.',
      }),
    )
  })

  it('behavior: an account whose public key is not its address is refused (RELIABILITY #7)', async () => {
    const wallet = await fundedDevWallet(0)
    const other = await fundedDevWallet(0)
    const hostile: Wallet = {
      ...wallet,
      name: 'Mismatched key',
      features: {
        ...wallet.features,
        'standard:connect': {
          version: '1.0.0',
          connect: async () => ({
            accounts: [
              {
                address: wallet.address,
                publicKey: new Uint8Array(32).fill(7),
                chains: ['solana:localnet'],
                features: [],
              },
            ],
          }),
        },
      },
    }
    const { adapter } = setUpAdapter(solanaAdapter({ wallets: [hostile, other], discover: false }))
    await expect(adapter.connect({ connectorId: hostile.name })).rejects.toThrow(
      'The address is not valid for this network',
    )
  })
})

describe('solanaAdapter: reconnect and disconnect', () => {
  it('behavior: reconnect restores a granted wallet without a prompt', async () => {
    const wallet = await fundedDevWallet(0)
    const first = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false })).adapter
    await first.connect({ connectorId: wallet.name })
    // A new page load: a fresh adapter. A pending rejection proves no prompt is shown.
    wallet.rejectNext()
    const { adapter } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
    const restored = await adapter.reconnect({
      connectorId: wallet.name,
      namespace: 'solana',
      networkId: solanaDevnet.id,
    })
    expect(restored).toEqual({
      connectorId: wallet.name,
      networkId: solanaDevnet.id,
      accounts: [{ address: `${solanaDevnet.id}:${wallet.address}`, type: 'eoa', publicKey: wallet.address }],
    })
  })

  it('behavior: reconnect is null, quietly, when the wallet never granted or is gone', async () => {
    const wallet = await fundedDevWallet(0)
    const logger = recordingLogger()
    const { adapter } = setUpAdapter(
      solanaAdapter({ wallets: [wallet], discover: false }),
      adapterContext(logger),
    )
    expect(await adapter.reconnect({ connectorId: wallet.name, namespace: 'solana' })).toBeNull()
    expect(await adapter.reconnect({ connectorId: 'Gone', namespace: 'solana' })).toBeNull()
    expect(logger.entries).toEqual([])
  })

  it('parameters: a saved network the host no longer configures falls back to the first one', async () => {
    const wallet = await fundedDevWallet(0)
    const { adapter } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
    await adapter.connect({ connectorId: wallet.name })
    const restored = await adapter.reconnect({
      connectorId: wallet.name,
      namespace: 'solana',
      networkId: 'solana:gone',
    })
    expect(restored?.networkId).toBe(localnet().id)
  })

  it('behavior: a wallet failing the silent connect is null with a warning, not a throw', async () => {
    const wallet = await fundedDevWallet(0)
    const broken: Wallet = {
      ...wallet,
      name: 'Broken',
      features: {
        ...wallet.features,
        'standard:connect': {
          version: '1.0.0',
          connect: () => Promise.reject(new Error('extension crashed')),
        },
      },
    }
    const logger = recordingLogger()
    const { adapter } = setUpAdapter(
      solanaAdapter({ wallets: [broken], discover: false }),
      adapterContext(logger),
    )
    expect(await adapter.reconnect({ connectorId: 'Broken', namespace: 'solana' })).toBeNull()
    expect(logger.entries.map((entry) => [entry.level, entry.message])).toEqual([
      ['warn', 'solana: could not restore the wallet connection'],
    ])
  })

  it('behavior: disconnect ends the wallet grant and stops events', async () => {
    const wallet = await fundedDevWallet(0)
    const { adapter, events } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
    await adapter.connect({ connectorId: wallet.name })
    await adapter.disconnect(wallet.name)
    expect(wallet.accounts).toEqual([])
    wallet.revoke()
    expect(events).toEqual([])
    expect(await adapter.reconnect({ connectorId: wallet.name, namespace: 'solana' })).toBeNull()
  })
})

describe('solanaAdapter: wallet events', () => {
  it('behavior: the wallet switching account emits accountsChanged with the new CAIP-10 account', async () => {
    const wallet = await fundedDevWallet(0)
    const { adapter, events } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
    await adapter.connect({ connectorId: wallet.name })
    const next = wallet.switchAccount()
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: wallet.name,
        accounts: [{ address: `solana:localnet:${next}`, type: 'eoa', publicKey: next }],
      },
    ])
  })

  it('behavior: an unsubscribed listener hears nothing more', async () => {
    const wallet = await fundedDevWallet(0)
    const { adapter, events } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
    const late: string[] = []
    const unsubscribe = adapter.subscribe((event) => late.push(event.type))
    await adapter.connect({ connectorId: wallet.name })
    wallet.switchAccount()
    unsubscribe()
    wallet.switchAccount()
    expect(late).toEqual(['accountsChanged'])
    expect(events.map((event) => event.type)).toEqual(['accountsChanged', 'accountsChanged'])
  })

  it('behavior: the wallet dropping every account emits disconnected (RELIABILITY #8)', async () => {
    const wallet = await fundedDevWallet(0)
    const { adapter, events } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
    await adapter.connect({ connectorId: wallet.name })
    wallet.revoke()
    expect(events).toEqual([{ type: 'disconnected', connectorId: wallet.name }])
  })

  it('behavior: the dapp chooses the network: selectNetwork asks the wallet nothing and reports the accounts there; unknown networks are refused', async () => {
    const wallet = await fundedDevWallet(0)
    const { adapter, events } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
    const { accounts } = await adapter.connect({ connectorId: wallet.name })
    const plain = accounts[0]!.publicKey
    wallet.rejectNext()
    const moved = await adapter.selectNetwork?.({ connectorId: wallet.name, networkId: solanaDevnet.id })
    expect(moved).toEqual({
      connectorId: wallet.name,
      networkId: solanaDevnet.id,
      accounts: [{ address: `${solanaDevnet.id}:${plain}`, type: 'eoa', publicKey: plain }],
    })
    expect(adapter.switchNetwork).toBeUndefined()
    // The armed rejection is still there: selecting the network prompted nothing.
    await expect(adapter.signMessage({ address: moved!.accounts[0]!.address, message: 'x' })).rejects.toThrow(
      'User rejected the request',
    )
    const next = wallet.switchAccount()
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: wallet.name,
        accounts: [{ address: `${solanaDevnet.id}:${next}`, type: 'eoa', publicKey: next }],
      },
    ])
    await expect(
      adapter.selectNetwork?.({ connectorId: wallet.name, networkId: 'solana:nowhere' }),
    ).rejects.toThrow('Unsupported chain')
  })
})

describe('solanaAdapter: getProvider', () => {
  it('default: hands back the Wallet Standard wallet object', async () => {
    const wallet = await fundedDevWallet(0)
    const { adapter } = setUpAdapter(solanaAdapter({ wallets: [wallet], discover: false }))
    await adapter.load?.()
    expect(adapter.getProvider?.(wallet.name)).toBe(wallet)
    expect(adapter.getProvider?.('nope')).toBeUndefined()
  })
})
