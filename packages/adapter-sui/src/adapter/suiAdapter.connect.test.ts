import { registerDevWallet } from '@latch/fixture-sui/devWallet'
import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519'
import type { Wallet } from '@mysten/wallet-standard'
import { afterEach, describe, expect, it } from 'vitest'
import {
  adapterContext,
  deriveWallet,
  devWallet,
  localnet,
  recordingLogger,
  setUpAdapter,
} from '../../test/testContext'
import { suiTestnet } from '../networks/suiNetworks'
import { suiAdapter } from './suiAdapter'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})
function register(wallet: Wallet) {
  const unregister = registerDevWallet(wallet)
  cleanups.push(unregister)
  return unregister
}

/** A wallet over the dev wallet's keys whose connect hands over `accounts` instead. */
function hostileWallet(
  name: string,
  accounts: { address: string; publicKey: Uint8Array; chains?: string[] }[],
) {
  const wallet = devWallet()
  return deriveWallet(wallet, {
    name,
    features: {
      ...wallet.features,
      'standard:connect': {
        version: '1.0.0',
        connect: async () => ({
          accounts: accounts.map((account) => ({
            chains: ['sui:localnet'],
            features: ['sui:signPersonalMessage'],
            ...account,
          })),
        }),
      },
    },
  })
}

describe('suiAdapter: discovery (Wallet Standard getWallets)', () => {
  it('default: SSR-safe setup offers no discovered wallet before start(); once its code is in, the wallet with its name and icon', async () => {
    const wallet = devWallet()
    register(wallet)
    const { adapter } = setUpAdapter(suiAdapter())
    expect(typeof window).toBe('undefined')
    expect(adapter.connectors()).toEqual([])
    adapter.start?.()
    await adapter.load?.()
    expect(adapter.connectors()).toContainEqual({
      id: wallet.name,
      name: wallet.name,
      namespace: 'sui',
      type: 'announced',
      imageUrl: wallet.icon,
      installed: true,
    })
  })

  it('behavior: a wallet registering after start appears, and disappears when it unregisters', async () => {
    const { adapter, events } = setUpAdapter(suiAdapter())
    adapter.start?.()
    await adapter.load?.()
    events.length = 0
    const wallet = devWallet()
    const unregister = register(wallet)
    expect(adapter.connectors().map((connector) => connector.id)).toContain(wallet.name)
    expect(events).toEqual([{ type: 'connectorsChanged' }])
    unregister()
    expect(adapter.connectors().map((connector) => connector.id)).not.toContain(wallet.name)
  })

  it('behavior: only wallets with a sui chain, standard:connect, standard:events and sui:signPersonalMessage are offered (RELIABILITY #6)', async () => {
    const wallet = devWallet()
    const { 'sui:signPersonalMessage': _sign, ...noSign } = wallet.features
    const { 'standard:events': _events, ...noEvents } = wallet.features
    const candidates = [
      deriveWallet(wallet, { name: 'No personal message', features: noSign }),
      deriveWallet(wallet, { name: 'No events', features: noEvents }),
      deriveWallet(wallet, { name: 'Solana only', chains: ['solana:mainnet'] }),
      { ...deriveWallet(wallet, { name: 'Broken' }), features: null } as unknown as Wallet,
      wallet,
    ]
    const { adapter } = setUpAdapter(suiAdapter({ wallets: candidates, discover: false }))
    adapter.start?.()
    await adapter.load?.()
    expect(adapter.connectors().map((connector) => connector.id)).toEqual([wallet.name])
  })

  it('behavior: a connected wallet that unregisters disconnects with a typed error (RELIABILITY #14)', async () => {
    const wallet = devWallet()
    const unregister = register(wallet)
    const { adapter, events } = setUpAdapter(suiAdapter())
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

describe('suiAdapter: connect', () => {
  it('default: the wallet account as CAIP-10 on the host first network, with its Sui public key', async () => {
    const key = Ed25519Keypair.generate()
    const wallet = devWallet({ secretKey: key.getSecretKey() })
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    expect(await adapter.connect({ connectorId: wallet.name })).toEqual({
      connectorId: wallet.name,
      networkId: 'sui:localnet',
      accounts: [
        {
          address: `sui:localnet:${key.toSuiAddress()}`,
          type: 'eoa',
          publicKey: key.getPublicKey().toSuiPublicKey(),
        },
      ],
    })
  })

  it('parameters: networkId picks another configured network; an unknown one is refused before any prompt', async () => {
    const wallet = devWallet()
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    await expect(adapter.connect({ connectorId: wallet.name, networkId: 'sui:devnet' })).rejects.toThrowError(
      expect.objectContaining({ name: 'UnsupportedChainError', message: 'Unsupported chain' }),
    )
    expect(wallet.accounts).toEqual([])
    const connection = await adapter.connect({ connectorId: wallet.name, networkId: suiTestnet.id })
    expect(connection.accounts[0]?.address).toBe(`sui:testnet:${wallet.address}`)
  })

  it('behavior: the visitor declines ("Rejected from user") → UserRejectedError, and trying again works (RELIABILITY #10)', async () => {
    const wallet = devWallet()
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    wallet.rejectNext()
    await expect(adapter.connect({ connectorId: wallet.name })).rejects.toThrowError(
      expect.objectContaining({ name: 'UserRejectedError', message: 'User rejected the request' }),
    )
    expect(wallet.accounts).toEqual([])
    expect((await adapter.connect({ connectorId: wallet.name })).accounts).toHaveLength(1)
  })

  it("behavior: an unknown connector id is 'Wallet not found'", async () => {
    const { adapter } = setUpAdapter(suiAdapter({ discover: false }))
    await expect(adapter.connect({ connectorId: 'Nope' })).rejects.toThrowError(
      expect.objectContaining({
        name: 'ConnectorNotFoundError',
        message: 'Wallet not found',
        details: 'Nope',
      }),
    )
  })

  it.each([
    ['not hex', `0x${'z'.repeat(64)}`],
    ['33 bytes', `0x${'1'.repeat(66)}`],
    ['an EVM address', '0x52908400098527886E0F7030069857D2E4169EE7'.replace('0x5', '0xz')],
    ['no 0x', '1'.repeat(64)],
  ])(
    'behavior: a malformed wallet account (%s) is InvalidAddressError (RELIABILITY #7)',
    async (_, address) => {
      const hostile = hostileWallet(`Hostile ${address}`, [{ address, publicKey: new Uint8Array(32) }])
      const { adapter } = setUpAdapter(suiAdapter({ wallets: [hostile], discover: false }))
      await expect(adapter.connect({ connectorId: hostile.name })).rejects.toThrowError(
        expect.objectContaining({
          name: 'InvalidAddressError',
          message: 'The address is not valid for this network',
        }),
      )
    },
  )

  it('behavior: an account whose public key does not own its address is refused (RELIABILITY #7)', async () => {
    const hostile = hostileWallet('Mismatched key', [
      {
        address: Ed25519Keypair.generate().toSuiAddress(),
        publicKey: Ed25519Keypair.generate().getPublicKey().toRawBytes(),
      },
    ])
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [hostile], discover: false }))
    await expect(adapter.connect({ connectorId: hostile.name })).rejects.toThrow(
      'The address is not valid for this network',
    )
  })

  it('parameters: a short-form or upper-case address is normalised to 0x + 64 lower-case hex', async () => {
    const hostile = hostileWallet('Short form', [{ address: '0xA1', publicKey: new Uint8Array() }])
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [hostile], discover: false }))
    const connection = await adapter.connect({ connectorId: hostile.name })
    expect(connection.accounts).toEqual([{ address: `sui:localnet:0x${'0'.repeat(62)}a1`, type: 'eoa' }])
  })

  it('behavior: only accounts declaring the chosen chain are used; none is a typed error', async () => {
    const keys = [Ed25519Keypair.generate(), Ed25519Keypair.generate()]
    const hostile = hostileWallet('Two accounts', [
      { address: keys[0]?.toSuiAddress() ?? '', publicKey: new Uint8Array(), chains: ['sui:mainnet'] },
      { address: keys[1]?.toSuiAddress() ?? '', publicKey: new Uint8Array(), chains: ['sui:localnet'] },
    ])
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [hostile], discover: false }))
    const connection = await adapter.connect({ connectorId: hostile.name })
    expect(connection.accounts.map((account) => account.address)).toEqual([
      `sui:localnet:${keys[1]?.toSuiAddress()}`,
    ])
    await expect(
      adapter.connect({ connectorId: hostile.name, networkId: suiTestnet.id }),
    ).rejects.toThrowError(
      expect.objectContaining({
        name: 'WalletRequestError',
        details: 'the wallet granted no account on sui:testnet',
      }),
    )
  })
  it("behavior: an account declaring only 'sui:unknown' (@mysten/dapp-kit's burner wallet) is usable on every network", async () => {
    const key = Ed25519Keypair.generate()
    const burnerLike = hostileWallet('Declares sui:unknown', [
      { address: key.toSuiAddress(), publicKey: key.getPublicKey().toSuiBytes(), chains: ['sui:unknown'] },
    ])
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [burnerLike], discover: false }))
    const onTestnet = await adapter.connect({ connectorId: burnerLike.name, networkId: suiTestnet.id })
    expect(onTestnet.accounts).toEqual([
      {
        address: `sui:testnet:${key.toSuiAddress()}`,
        type: 'eoa',
        publicKey: key.getPublicKey().toSuiPublicKey(),
      },
    ])
  })
})

describe('suiAdapter: reconnect and disconnect', () => {
  it('behavior: reconnect restores a granted wallet without a prompt (silent connect)', async () => {
    const wallet = devWallet()
    await setUpAdapter(suiAdapter({ wallets: [wallet], discover: false })).adapter.connect({
      connectorId: wallet.name,
    })
    // A new page load: a fresh adapter. A pending rejection proves no prompt is shown.
    wallet.rejectNext()
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    expect(
      await adapter.reconnect({ connectorId: wallet.name, namespace: 'sui', networkId: suiTestnet.id }),
    ).toEqual({
      connectorId: wallet.name,
      networkId: suiTestnet.id,
      accounts: [expect.objectContaining({ address: `sui:testnet:${wallet.address}` })],
    })
  })

  it('behavior: reconnect is null, quietly, when the wallet never granted or is gone', async () => {
    const wallet = devWallet()
    const logger = recordingLogger()
    const { adapter } = setUpAdapter(
      suiAdapter({ wallets: [wallet], discover: false }),
      adapterContext(logger),
    )
    expect(await adapter.reconnect({ connectorId: wallet.name, namespace: 'sui' })).toBeNull()
    expect(await adapter.reconnect({ connectorId: 'Gone', namespace: 'sui' })).toBeNull()
    expect(logger.entries).toEqual([])
  })

  it('parameters: a saved network the host no longer configures falls back to the first one', async () => {
    const wallet = devWallet()
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    await adapter.connect({ connectorId: wallet.name })
    const restored = await adapter.reconnect({
      connectorId: wallet.name,
      namespace: 'sui',
      networkId: 'sui:devnet',
    })
    expect(restored?.networkId).toBe(localnet().id)
  })

  it('behavior: a wallet failing the silent connect is null with a warning, not a throw', async () => {
    const wallet = devWallet()
    const broken = deriveWallet(wallet, {
      name: 'Broken',
      features: {
        ...wallet.features,
        'standard:connect': {
          version: '1.0.0',
          connect: () => Promise.reject(new Error('extension crashed')),
        },
      },
    })
    const logger = recordingLogger()
    const { adapter } = setUpAdapter(
      suiAdapter({ wallets: [broken], discover: false }),
      adapterContext(logger),
    )
    expect(await adapter.reconnect({ connectorId: 'Broken', namespace: 'sui' })).toBeNull()
    expect(logger.entries.map((entry) => [entry.level, entry.message])).toEqual([
      ['warn', 'sui: could not restore the wallet connection'],
    ])
  })

  it('behavior: disconnect ends the wallet grant and stops events', async () => {
    const wallet = devWallet()
    const { adapter, events } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    await adapter.connect({ connectorId: wallet.name })
    await adapter.disconnect(wallet.name)
    expect(wallet.accounts).toEqual([])
    wallet.revoke()
    expect(events).toEqual([])
    expect(await adapter.reconnect({ connectorId: wallet.name, namespace: 'sui' })).toBeNull()
  })
})

describe('suiAdapter: wallet events (standard:events)', () => {
  it('behavior: the wallet switching account emits accountsChanged with the new CAIP-10 account', async () => {
    const wallet = devWallet()
    const { adapter, events } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    await adapter.connect({ connectorId: wallet.name })
    const next = Ed25519Keypair.generate()
    wallet.switchAccount(next.getSecretKey())
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: wallet.name,
        accounts: [
          {
            address: `sui:localnet:${next.toSuiAddress()}`,
            type: 'eoa',
            publicKey: next.getPublicKey().toSuiPublicKey(),
          },
        ],
      },
    ])
  })

  it('behavior: the wallet dropping every account (wallet-side disconnect) emits disconnected (RELIABILITY #8)', async () => {
    const wallet = devWallet()
    const { adapter, events } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    await adapter.connect({ connectorId: wallet.name })
    wallet.revoke()
    expect(events).toEqual([{ type: 'disconnected', connectorId: wallet.name }])
  })

  it('behavior: an unsubscribed listener hears nothing more', async () => {
    const wallet = devWallet()
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    const heard: string[] = []
    const unsubscribe = adapter.subscribe((event) => heard.push(event.type))
    await adapter.connect({ connectorId: wallet.name })
    wallet.switchAccount()
    unsubscribe()
    wallet.switchAccount()
    expect(heard).toEqual(['accountsChanged'])
  })
})

describe('suiAdapter: selectNetwork (the dapp chooses; no wallet call)', () => {
  it('behavior: resolves with the accounts on the chosen network; later account changes are reported there', async () => {
    const wallet = devWallet({ onRequest: (request) => requests.push(request.method) })
    const requests: string[] = []
    const { adapter, events } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    await adapter.connect({ connectorId: wallet.name })
    requests.length = 0
    expect(await adapter.selectNetwork?.({ connectorId: wallet.name, networkId: suiTestnet.id })).toEqual({
      connectorId: wallet.name,
      networkId: suiTestnet.id,
      accounts: [expect.objectContaining({ address: `sui:testnet:${wallet.address}` })],
    })
    expect(requests).toEqual([])
    const next = wallet.switchAccount()
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: wallet.name,
        accounts: [expect.objectContaining({ address: `sui:testnet:${next}` })],
      },
    ])
  })

  it('behavior: a network the host did not configure, or one no granted account declares, is refused and nothing changes', async () => {
    const wallet = devWallet({ chains: ['sui:localnet'] })
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    await adapter.connect({ connectorId: wallet.name })
    await expect(
      adapter.selectNetwork?.({ connectorId: wallet.name, networkId: 'sui:devnet' }),
    ).rejects.toThrow('Unsupported chain')
    await expect(
      adapter.selectNetwork?.({ connectorId: wallet.name, networkId: suiTestnet.id }),
    ).rejects.toThrowError(
      expect.objectContaining({
        name: 'UnsupportedChainError',
        details: `${wallet.name} has no account on sui:testnet`,
      }),
    )
    const next = wallet.switchAccount()
    expect(
      (await adapter.reconnect({ connectorId: wallet.name, namespace: 'sui' }))?.accounts[0]?.address,
    ).toBe(`sui:localnet:${next}`)
  })
})

describe('suiAdapter: getProvider', () => {
  it('default: hands back the Wallet Standard wallet object once the wallet code is in', async () => {
    const wallet = devWallet()
    const { adapter } = setUpAdapter(suiAdapter({ wallets: [wallet], discover: false }))
    await adapter.load?.()
    expect(adapter.getProvider?.(wallet.name)).toBe(wallet)
    expect(adapter.getProvider?.('nope')).toBeUndefined()
  })
})
