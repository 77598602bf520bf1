import { ANVIL_PRIVATE_KEYS, createDevWallet } from '@latch/fixture-evm'
import { snapshotChain } from '@latch/fixture-evm/node'
import { getConnection } from '@wagmi/core'
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { createEvmTestEnv, methodsOf } from '../testing/createEvmTestEnv'
import { evmAdapter } from './evmAdapter'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const DEV_WALLET = 'dev.latch.wallet'
let revert: () => Promise<void>

beforeEach(async () => {
  revert = await snapshotChain(inject('evmTestBed').chainA.rpcUrl)
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await revert()
})

describe('discovery', () => {
  it('setup touches no window; wallets appear only after start (RELIABILITY #3)', () => {
    vi.stubGlobal('window', undefined)
    const adapter = evmAdapter()
    const logger = { debug() {}, info() {}, warn() {}, error() {} }
    adapter.setup({ networks: [], customRpcUrls: {}, logger })
    adapter.start()
    expect(adapter.connectors()).toEqual([])
  })

  it('lists a wallet announced through EIP-6963, with its name, rdns and icon', async () => {
    const { adapter, wallet } = await createEvmTestEnv()
    expect(adapter.connectors()).toEqual([
      {
        id: DEV_WALLET,
        name: 'Latch Dev Wallet',
        namespace: 'eip155',
        type: 'announced',
        rdns: DEV_WALLET,
        installed: true,
        imageUrl: wallet.info.icon,
      },
    ])
    expect(adapter.getProvider(DEV_WALLET)).toBe(wallet.provider)
  })

  it('live updates: a wallet announcing later is added and connectorsChanged fires', async () => {
    const env = await createEvmTestEnv({ silentWallet: true })
    expect(env.adapter.connectors()).toEqual([])
    env.wallet.announce(env.window)
    expect(env.adapter.connectors().map((connector) => connector.id)).toEqual([DEV_WALLET])
    expect(env.events).toEqual([{ type: 'connectorsChanged' }])
  })

  it('ignores announcements without a provider, rdns or name', async () => {
    const env = await createEvmTestEnv({ silentWallet: true })
    const announce = (detail: unknown) =>
      env.window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    announce(null)
    announce({ info: { uuid: 'u', name: 'No provider', icon: '', rdns: 'x.y' } })
    announce({ info: { uuid: 'u', name: 'Bad', icon: '', rdns: '' }, provider: env.wallet.provider })
    announce({ info: { uuid: 'u', name: '  ', icon: '', rdns: 'a.b' }, provider: env.wallet.provider })
    announce({ info: { uuid: 'u', name: 'Fake', icon: '', rdns: 'c.d' }, provider: { request: 'nope' } })
    expect(env.adapter.connectors()).toEqual([])
  })

  it('falls back to window.ethereum until the same provider announces itself', async () => {
    const env = await createEvmTestEnv({ silentWallet: true })
    env.window.ethereum = env.wallet.provider
    expect(env.adapter.connectors()).toEqual([
      { id: 'injected', name: 'Browser Wallet', namespace: 'eip155', type: 'injected', installed: true },
    ])
    env.wallet.announce(env.window)
    expect(env.adapter.connectors().map((connector) => connector.id)).toEqual([DEV_WALLET])
  })

  it('parameters: features.eip6963 false: an announced wallet is not listed; window.ethereum is the one wallet (issue 41)', async () => {
    const env = await createEvmTestEnv({ silentWallet: true, eip6963: false })
    env.wallet.announce(env.window)
    expect(env.adapter.connectors()).toEqual([])
    env.window.ethereum = env.wallet.provider
    expect(env.adapter.connectors().map((connector) => connector.id)).toEqual(['injected'])
  })
})

describe('connect', () => {
  it('returns checksummed CAIP-10 accounts and the wallet network; wagmi holds the connection', async () => {
    const { adapter } = await createEvmTestEnv()
    const connection = await adapter.connect({ connectorId: DEV_WALLET })
    expect(connection).toEqual({
      connectorId: DEV_WALLET,
      accounts: [
        { address: `eip155:31337:${ACCOUNT_0}`, type: 'eoa' },
        { address: `eip155:31337:${ACCOUNT_1}`, type: 'eoa' },
      ],
      networkId: 'eip155:31337',
    })
    const wagmi = getConnection(adapter.wagmiConfig)
    expect(wagmi.status).toBe('connected')
    expect(wagmi.address).toBe(ACCOUNT_0)
  })

  it('parameters: networkId moves the wallet to that network', async () => {
    const { adapter, wallet } = await createEvmTestEnv()
    const connection = await adapter.connect({ connectorId: DEV_WALLET, networkId: 'eip155:31338' })
    expect(connection.networkId).toBe('eip155:31338')
    expect(connection.accounts[0]?.address).toBe(`eip155:31338:${ACCOUNT_0}`)
    expect(wallet.chainId).toBe(31338)
  })

  it('parameters: networkId of a chain the wallet lacks: added (4902), then switched (RELIABILITY #12)', async () => {
    const { adapter, wallet } = await createEvmTestEnv({ walletKnows: 'A' })
    const connection = await adapter.connect({ connectorId: DEV_WALLET, networkId: 'eip155:31338' })
    expect(connection.networkId).toBe('eip155:31338')
    expect(wallet.chainId).toBe(31338)
    expect(methodsOf(wallet)).toContain('wallet_addEthereumChain')
  })

  it('parameters: networkId, the visitor declines the switch: connected on the wallet network (RELIABILITY #10)', async () => {
    const { adapter, wallet } = await createEvmTestEnv()
    const original = wallet.provider.request
    wallet.provider.request = async (args) => {
      if (args.method === 'wallet_switchEthereumChain') wallet.rejectNext()
      return original(args)
    }
    const connection = await adapter.connect({ connectorId: DEV_WALLET, networkId: 'eip155:31338' })
    expect(connection.networkId).toBe('eip155:31337')
    expect(wallet.chainId).toBe(31337)
  })

  it('connects through the window.ethereum fallback', async () => {
    const env = await createEvmTestEnv({ silentWallet: true })
    env.window.ethereum = env.wallet.provider
    const connection = await env.adapter.connect({ connectorId: 'injected' })
    expect(connection.accounts[0]?.address).toBe(`eip155:31337:${ACCOUNT_0}`)
  })

  it('behavior: user rejects connect (RELIABILITY #10)', async () => {
    const { adapter, wallet } = await createEvmTestEnv()
    wallet.rejectNext()
    await expect(adapter.connect({ connectorId: DEV_WALLET })).rejects.toThrowError(
      expect.objectContaining({ name: 'UserRejectedError', message: 'User rejected the request' }),
    )
    // A second attempt works.
    expect((await adapter.connect({ connectorId: DEV_WALLET })).accounts).toHaveLength(2)
  })

  it('behavior: a wallet whose connection prompt is still open answers -32002: RequestAlreadyPendingError', async () => {
    const { adapter, wallet } = await createEvmTestEnv()
    wallet.holdPrompts()
    const earlier = wallet.provider.request({ method: 'eth_requestAccounts' })
    await expect(adapter.connect({ connectorId: DEV_WALLET })).rejects.toThrowError(
      expect.objectContaining({
        name: 'RequestAlreadyPendingError',
        message: 'The request is waiting in your wallet. Open your wallet to approve it.',
      }),
    )
    wallet.approvePrompt()
    await earlier
    // Approved in the wallet: a silent check finds the grant without a new prompt.
    const prompts = wallet.requests.filter((request) => request.method === 'eth_requestAccounts').length
    expect(await adapter.reconnect({ connectorId: DEV_WALLET, namespace: 'eip155' })).not.toBeNull()
    expect(wallet.requests.filter((request) => request.method === 'eth_requestAccounts')).toHaveLength(
      prompts,
    )
  })

  it('behavior: a malformed account from the wallet is a typed error and never returned (RELIABILITY #7)', async () => {
    const env = await createEvmTestEnv({ silentWallet: true })
    const provider = {
      ...env.wallet.provider,
      request: async (args: { method: string; params?: unknown }) =>
        args.method === 'eth_requestAccounts' || args.method === 'eth_accounts'
          ? ['0xF39FD6E51aad88F6F4ce6aB8827279cffFb92266']
          : env.wallet.provider.request(args),
    }
    env.window.ethereum = provider
    await expect(env.adapter.connect({ connectorId: 'injected' })).rejects.toThrowError(
      expect.objectContaining({
        name: 'InvalidAddressError',
        message: 'The address is not valid for this network',
      }),
    )
  })

  it('a wallet on a chain the host did not configure connects on that chain, no crash (RELIABILITY #9)', async () => {
    const { adapter, wallet } = await createEvmTestEnv({ hostNetworks: 'A' })
    wallet.moveToChain(31338)
    const connection = await adapter.connect({ connectorId: DEV_WALLET })
    expect(connection.networkId).toBe('eip155:31338')
    expect(connection.accounts[0]?.address).toBe(`eip155:31338:${ACCOUNT_0}`)
  })

  it('a malformed chain id from the wallet is a typed error (RELIABILITY #9)', async () => {
    const env = await createEvmTestEnv({ silentWallet: true })
    env.window.ethereum = {
      ...env.wallet.provider,
      request: async (args: { method: string; params?: unknown }) =>
        args.method === 'eth_chainId' ? 'mainnet' : env.wallet.provider.request(args),
    }
    await expect(env.adapter.connect({ connectorId: 'injected' })).rejects.toThrowError(
      expect.objectContaining({ name: 'WalletRequestError', details: 'malformed chain id: mainnet' }),
    )
  })

  it('an unknown connector id is a typed error', async () => {
    const { adapter } = await createEvmTestEnv()
    await expect(adapter.connect({ connectorId: 'io.metamask' })).rejects.toThrowError(
      expect.objectContaining({
        name: 'ConnectorNotFoundError',
        message: 'Wallet not found',
        details: 'io.metamask',
      }),
    )
  })
})

describe('reconnect and disconnect', () => {
  it('restores a granted connection on page load without prompting', async () => {
    const first = await createEvmTestEnv()
    await first.adapter.connect({ connectorId: DEV_WALLET })
    // A new page: same wallet (it remembers the grant), fresh window and adapter.
    const page = new EventTarget()
    vi.stubGlobal('window', page)
    first.wallet.announce(page)
    const adapter = evmAdapter()
    adapter.setup({ networks: [first.networkA], customRpcUrls: {}, logger: console })
    adapter.start()
    const before = first.wallet.requests.length
    const connection = await adapter.reconnect({
      connectorId: DEV_WALLET,
      namespace: 'eip155',
      networkId: 'eip155:31337',
    })
    expect(connection?.accounts[0]?.address).toBe(`eip155:31337:${ACCOUNT_0}`)
    expect(methodsOf(first.wallet).slice(before)).not.toContain('eth_requestAccounts')
  })

  it('a malformed account on reconnect is a typed error, nothing restored (RELIABILITY #7)', async () => {
    const env = await createEvmTestEnv({ silentWallet: true })
    env.window.ethereum = {
      ...env.wallet.provider,
      request: async (args: { method: string; params?: unknown }) =>
        args.method === 'eth_accounts' ? ['0xnot-an-address'] : env.wallet.provider.request(args),
    }
    await expect(
      env.adapter.reconnect({ connectorId: 'injected', namespace: 'eip155' }),
    ).rejects.toThrowError(
      expect.objectContaining({
        name: 'InvalidAddressError',
        message: 'The address is not valid for this network',
      }),
    )
    expect(getConnection(env.adapter.wagmiConfig).status).toBe('disconnected')
  })

  it('returns null when the wallet no longer grants the site, or is gone', async () => {
    const { adapter } = await createEvmTestEnv()
    expect(await adapter.reconnect({ connectorId: DEV_WALLET, namespace: 'eip155' })).toBeNull()
    expect(await adapter.reconnect({ connectorId: 'io.rabby', namespace: 'eip155' })).toBeNull()
  })

  it('disconnect clears wagmi and stops listening to the wallet', async () => {
    const { adapter, wallet, events } = await createEvmTestEnv()
    await adapter.connect({ connectorId: DEV_WALLET })
    await adapter.disconnect(DEV_WALLET)
    expect(getConnection(adapter.wagmiConfig).status).toBe('disconnected')
    wallet.selectAccount(1)
    expect(events).toEqual([])
  })
})

describe('wallet events', () => {
  it('accountsChanged: the new primary account, checksummed, on the current chain', async () => {
    const { adapter, wallet, events } = await createEvmTestEnv()
    await adapter.connect({ connectorId: DEV_WALLET })
    wallet.selectAccount(1)
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: DEV_WALLET,
        accounts: [
          { address: `eip155:31337:${ACCOUNT_1}`, type: 'eoa' },
          { address: `eip155:31337:${ACCOUNT_0}`, type: 'eoa' },
        ],
      },
    ])
  })

  it('a malformed accounts event is dropped with a warning (RELIABILITY #7)', async () => {
    const { adapter, wallet, events, warnings } = await createEvmTestEnv()
    await adapter.connect({ connectorId: DEV_WALLET })
    wallet.emit('accountsChanged', ['0x1234'])
    wallet.emit('accountsChanged', 'not a list')
    expect(events).toEqual([])
    expect(warnings.map((warning) => (warning.data as Error).message)).toEqual([
      'The address is not valid for this network',
      'The address is not valid for this network',
    ])
    expect(getConnection(adapter.wagmiConfig).address).toBe(ACCOUNT_0)
  })

  it('an empty accounts list disconnects (RELIABILITY #8)', async () => {
    const { adapter, wallet, events } = await createEvmTestEnv()
    await adapter.connect({ connectorId: DEV_WALLET })
    wallet.emit('accountsChanged', [])
    expect(events).toEqual([{ type: 'disconnected', connectorId: DEV_WALLET }])
  })

  it.each([
    ['0x7a6a', 'eip155:31338'],
    ['31338', 'eip155:31338'],
    ['eip155:31338', 'eip155:31338'],
    ['0x539', 'eip155:1337'],
  ])(
    'chainChanged %j becomes networkChanged %s with the accounts there, unknown chains included (RELIABILITY #9)',
    async (raw, networkId) => {
      const { adapter, wallet, events } = await createEvmTestEnv()
      await adapter.connect({ connectorId: DEV_WALLET })
      wallet.emit('chainChanged', raw)
      const accounts = wallet.addresses.map((address) => ({
        address: `${networkId}:${address}`,
        type: 'eoa',
      }))
      expect(events).toEqual([{ type: 'networkChanged', connectorId: DEV_WALLET, networkId, accounts }])
    },
  )

  it('a garbage chain id is dropped with a warning', async () => {
    const { adapter, wallet, events, warnings } = await createEvmTestEnv()
    await adapter.connect({ connectorId: DEV_WALLET })
    wallet.emit('chainChanged', 'banana')
    expect(events).toEqual([])
    expect(warnings).toHaveLength(1)
  })

  it('a dropped connection disconnects with ProviderDisconnectedError; the sign in progress rejects (RELIABILITY #14)', async () => {
    const { adapter, wallet, events } = await createEvmTestEnv()
    const [account] = (await adapter.connect({ connectorId: DEV_WALLET })).accounts
    // personal_sign resolves on a later tick, so it is still pending when the connection drops.
    const pending = adapter.signMessage({ address: account!.address, message: 'hello' })
    wallet.dropConnection()
    await expect(pending).rejects.toThrowError(
      expect.objectContaining({ name: 'ProviderDisconnectedError', message: 'The wallet disconnected' }),
    )
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ type: 'disconnected', connectorId: DEV_WALLET })
    const error = (events[0] as { error?: Error }).error
    expect(error?.message).toBe('The wallet disconnected')
  })
})

describe('a second wallet', () => {
  it('two announced wallets are listed by rdns', async () => {
    const env = await createEvmTestEnv()
    const other = createDevWallet({
      rpcUrls: { 31337: env.bed.chainA.rpcUrl },
      privateKeys: ANVIL_PRIVATE_KEYS.slice(2, 3),
      chainId: 31337,
    })
    const frozen = Object.freeze({
      info: { ...other.info, rdns: 'dev.latch.other', name: 'Other' },
      provider: other.provider,
    })
    env.window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: frozen }))
    expect(env.adapter.connectors().map((connector) => connector.id)).toEqual([DEV_WALLET, 'dev.latch.other'])
  })
})
