import { describe, expect, it } from 'vitest'
import { devWallet, setUpAdapter } from '../../test/testContext'
import { BITCOIN_MAINNET_ID, BITCOIN_TESTNET_ID } from '../networks/stacksNetworks'

describe('stacksAdapter: connect', () => {
  it('default: once the wallet code is in, lists the wallet with its own name and icon, installed (connectorsChanged)', async () => {
    const { entry, wallet } = devWallet({ name: 'Leather-like Wallet' })
    const { adapter, events } = setUpAdapter({ wallets: [entry] })
    expect(adapter.connectors()).toEqual([])
    await adapter.load?.()
    expect(events).toEqual([{ type: 'connectorsChanged' }])
    expect(adapter.connectors()).toEqual([
      {
        id: wallet.info.id,
        name: 'Leather-like Wallet',
        namespace: 'stacks',
        type: 'announced',
        imageUrl: wallet.info.icon,
        installed: true,
      },
    ])
  })

  it('default: getAddresses on the host’s first network (testnet); the Stacks account first, then Bitcoin payment and ordinals', async () => {
    const { entry, wallet } = devWallet()
    const { adapter } = setUpAdapter({ wallets: [entry] })
    const connection = await adapter.connect({ connectorId: wallet.info.id })
    const [payment, ordinals] = wallet.addresses('testnet')
    expect(wallet.requests).toEqual([{ method: 'getAddresses', params: { network: 'testnet' } }])
    expect(connection).toEqual({
      connectorId: wallet.info.id,
      networkId: 'stacks:2147483648',
      accounts: [
        {
          address: `stacks:2147483648:${wallet.stxAddress('testnet')}`,
          type: 'eoa',
          purpose: 'stacks',
          publicKey: wallet.publicKey,
        },
        {
          address: `${BITCOIN_TESTNET_ID}:${payment?.address}`,
          type: 'eoa',
          purpose: 'payment',
          publicKey: payment?.publicKey,
        },
        {
          address: `${BITCOIN_TESTNET_ID}:${ordinals?.address}`,
          type: 'eoa',
          purpose: 'ordinals',
          publicKey: ordinals?.publicKey,
        },
      ],
    })
    expect(wallet.stxAddress('testnet')).toMatch(/^ST/)
    expect(payment?.address).toMatch(/^tb1q/)
    expect(ordinals?.address).toMatch(/^tb1p/)
  })

  it('parameters: networkId stacks:1 asks the wallet for mainnet and gets SP… and bc1… accounts', async () => {
    const { entry, wallet } = devWallet()
    const { adapter } = setUpAdapter({ wallets: [entry] })
    const connection = await adapter.connect({ connectorId: wallet.info.id, networkId: 'stacks:1' })
    expect(wallet.requests.at(-1)).toEqual({ method: 'getAddresses', params: { network: 'mainnet' } })
    expect(connection.networkId).toBe('stacks:1')
    expect(connection.accounts.map((account) => account.address)).toEqual([
      `stacks:1:${wallet.stxAddress('mainnet')}`,
      ...wallet
        .addresses('mainnet')
        .slice(0, 2)
        .map((btc) => `${BITCOIN_MAINNET_ID}:${btc.address}`),
    ])
    expect(wallet.stxAddress('mainnet')).toMatch(/^SP/)
  })

  it('behavior: a wallet answering with its mainnet address for a testnet request is re-encoded from its public key', async () => {
    const { wallet } = devWallet()
    const provider = {
      request: async (method: string) => ({
        jsonrpc: '2.0',
        id: '1',
        result: method === 'getAddresses' ? { addresses: wallet.addresses('mainnet') } : undefined,
      }),
    }
    const { adapter } = setUpAdapter({
      wallets: [{ info: { id: 'OnMainnet', name: 'On Mainnet' }, provider }],
    })
    const connection = await adapter.connect({ connectorId: 'OnMainnet' })
    expect(connection.accounts[0]?.address).toBe(`stacks:2147483648:${wallet.stxAddress('testnet')}`)
    // The wallet's Bitcoin addresses keep the network they name.
    expect(connection.accounts[1]?.address).toBe(
      `${BITCOIN_MAINNET_ID}:${wallet.addresses('mainnet')[0]?.address}`,
    )
  })

  it('behavior: Xverse-shaped answers (purpose, addressType) keep their roles; other chains are left out', async () => {
    const { wallet } = devWallet()
    const [payment, ordinals, stx] = wallet.addresses('testnet')
    const provider = {
      request: async () => ({
        jsonrpc: '2.0',
        id: '1',
        result: {
          addresses: [
            {
              address: ordinals?.address,
              publicKey: ordinals?.publicKey,
              purpose: 'ordinals',
              addressType: 'p2tr',
            },
            {
              address: payment?.address,
              publicKey: payment?.publicKey,
              purpose: 'payment',
              addressType: 'p2wpkh',
            },
            { address: stx?.address, publicKey: stx?.publicKey, purpose: 'stacks', addressType: 'stacks' },
            // Addresses of other chains are not this connection's: left out, not refused.
            { address: `0x${'ab'.repeat(32)}`, publicKey: '', purpose: 'starknet', addressType: 'argent' },
          ],
        },
      }),
    }
    const { adapter } = setUpAdapter({
      wallets: [{ info: { id: 'XverseLike', name: 'Xverse-like' }, provider }],
    })
    const { accounts } = await adapter.connect({ connectorId: 'XverseLike' })
    expect(accounts.map((account) => [account.purpose, account.address.split(':')[0]])).toEqual([
      ['stacks', 'stacks'],
      ['ordinals', 'bip122'],
      ['payment', 'bip122'],
    ])
  })

  it('behavior: the visitor declines (4001): UserRejectedError, and nothing is connected', async () => {
    const { entry, wallet } = devWallet()
    const { adapter } = setUpAdapter({ wallets: [entry] })
    wallet.rejectNext()
    await expect(adapter.connect({ connectorId: wallet.info.id })).rejects.toMatchObject({
      name: 'UserRejectedError',
      message: 'User rejected the request',
    })
    await expect(
      adapter.signMessage({ address: `stacks:2147483648:${wallet.stxAddress()}`, message: 'hi' }),
    ).rejects.toMatchObject({ name: 'NamespaceOrAddressNotFoundError' })
  })

  it('behavior: Xverse’s -32000 and @stacks/connect’s -31001 declines are UserRejectedError too', async () => {
    for (const code of [-32000, -31001]) {
      const provider = {
        request: async () => {
          throw { jsonrpc: '2.0', id: '1', error: { code, message: 'no thanks' } }
        },
      }
      const { adapter } = setUpAdapter({
        wallets: [{ info: { id: `Declines${-code}`, name: 'Declines' }, provider }],
      })
      await expect(adapter.connect({ connectorId: `Declines${-code}` })).rejects.toMatchObject({
        name: 'UserRejectedError',
      })
    }
  })

  it('behavior: an unknown connector is ConnectorNotFoundError; an unknown network UnsupportedChainError', async () => {
    const { entry, wallet } = devWallet()
    const { adapter } = setUpAdapter({ wallets: [entry] })
    await expect(adapter.connect({ connectorId: 'Nope' })).rejects.toMatchObject({
      name: 'ConnectorNotFoundError',
    })
    await expect(
      adapter.connect({ connectorId: wallet.info.id, networkId: 'stacks:5' }),
    ).rejects.toMatchObject({
      name: 'UnsupportedChainError',
    })
    expect(wallet.requests).toEqual([])
  })
})

describe('stacksAdapter: malformed accounts are refused (RELIABILITY #7)', () => {
  const connectWith = async (addresses: unknown) => {
    const provider = { request: async () => ({ jsonrpc: '2.0', id: '1', result: { addresses } }) }
    const { adapter } = setUpAdapter({ wallets: [{ info: { id: 'Broken', name: 'Broken' }, provider }] })
    return adapter.connect({ connectorId: 'Broken' })
  }
  const { wallet } = devWallet()
  const [payment, , stx] = wallet.addresses('testnet')
  const stxAddress = stx?.address ?? ''
  const flipped = `${stxAddress.slice(0, -1)}${stxAddress.endsWith('A') ? 'B' : 'A'}`
  // The dev wallet's key is new each run: change the last bech32 character to one it is not (else 1 run in 32 would
  // keep a valid address).
  const paymentAddress = payment?.address ?? ''
  const badBitcoin = `${paymentAddress.slice(0, -1)}${paymentAddress.endsWith('q') ? 'p' : 'q'}`

  it.each([
    ['a bad c32 checksum', [{ symbol: 'STX', address: flipped }]],
    [
      'a public key that is not the address’s',
      [{ symbol: 'STX', address: stxAddress, publicKey: payment?.publicKey }],
    ],
    ['a Bitcoin address with a bad checksum', [stx, { symbol: 'BTC', type: 'p2wpkh', address: badBitcoin }]],
    ['no Stacks address', [payment]],
    ['no address list', undefined],
  ])('%s: InvalidAddressError', async (_, addresses) => {
    await expect(connectWith(addresses)).rejects.toMatchObject({ name: 'InvalidAddressError' })
  })
})
