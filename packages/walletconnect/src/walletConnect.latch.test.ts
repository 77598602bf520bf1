import { anvilLocal, evmAdapter } from '@latch/adapter-evm'
import { solanaAdapter, solanaLocalnet } from '@latch/adapter-solana'
import {
  type KeyValueStorage,
  NetworkNotFoundError,
  PairingExpiredError,
  ProviderDisconnectedError,
  RelayUnavailableError,
  UnsupportedChainError,
  UserRejectedError,
} from '@latch/core'
import { sendCalls, signTypedData } from '@latch/core/actions'
import { createLatchClient, type LatchClient } from '@latch/core/client'
import { createMemoryStorage } from '@latch/core/testing'
import { ANVIL_PRIVATE_KEYS } from '@latch/fixture-evm'
import { snapshotChain } from '@latch/fixture-evm/node'
import { type SolanaRpcServer, startSolanaRpcServer } from '@latch/fixture-solana/rpcServer'
import { type Relay, startRelay } from '@latch/fixture-walletconnect/relay'
import {
  createSignClientWallet,
  MemoryStorage,
  type SignClientWallet,
} from '@latch/fixture-walletconnect/wallet'
import { getBase58Encoder, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import { createPublicClient, type Hash, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { walletConnect } from './walletConnect'

// Core's client with the eip155 and solana adapters and WalletConnect, against the local relay and the official
// sign-client 2.21.8 as the wallet with real keys; transactions land on anvil.
const bed = inject('evmTestBed')
const networkA = anvilLocal(bed.chainA.rpcUrl, bed.chainA.chainId)
const networkB = anvilLocal(bed.chainB.rpcUrl, bed.chainB.chainId)
const RECEIVER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const SOLANA_SEED = new Uint8Array(32).fill(7)

let relay: Relay
// Every HTTP request the dapp and the wallet make in this process: none may leave 127.0.0.1.
const fetched: string[] = []
const realFetch = globalThis.fetch
let solanaRpc: SolanaRpcServer
let solana: ReturnType<typeof solanaLocalnet>
let revert: () => Promise<void>
const wallets: SignClientWallet[] = []
const clients: LatchClient[] = []

beforeAll(async () => {
  globalThis.fetch = (input, init) => {
    fetched.push(input instanceof Request ? input.url : String(input))
    return realFetch(input, init)
  }
  relay = await startRelay()
  solanaRpc = await startSolanaRpcServer()
  solana = solanaLocalnet(solanaRpc.url)
})
afterAll(async () => {
  globalThis.fetch = realFetch
  expect(fetched.filter((url) => new URL(url).hostname !== '127.0.0.1')).toEqual([])
  expect(fetched.length).toBeGreaterThan(0)
  await relay.stop()
  await solanaRpc.close()
})
beforeEach(async () => {
  revert = await snapshotChain(bed.chainA.rpcUrl)
})
afterEach(async () => {
  for (const client of clients.splice(0)) {
    await client.disconnect({ all: true }).catch(() => {})
    client.destroy()
  }
  for (const wallet of wallets.splice(0)) await wallet.close()
  vi.unstubAllGlobals()
  await revert()
})

async function newWallet(withholdMethods?: readonly string[]): Promise<SignClientWallet> {
  const wallet = await createSignClientWallet({
    ...(withholdMethods ? { withholdMethods } : {}),
    relayUrl: relay.url,
    evmPrivateKey: ANVIL_PRIVATE_KEYS[0]!,
    solanaSeed: SOLANA_SEED,
    evmRpcUrls: { [networkA.id]: bed.chainA.rpcUrl },
  })
  wallets.push(wallet)
  return wallet
}

interface PageOptions {
  storage?: KeyValueStorage
  wcStorage?: MemoryStorage
  relayUrl?: string
  pairingExpiryMs?: number
  relayTimeoutMs?: number
  projectId?: string
  storagePrefix?: string
  /** Only the eip155 adapter. */
  evmOnly?: boolean
  /** Sign-in on (Latch's local default sessions). */
  signIn?: boolean
}

/** A page load: a client with both adapters and WalletConnect over the given storages. */
function loadPage(options: PageOptions = {}) {
  // wagmi's injected connector reaches its provider only where there is a window.
  const page = new EventTarget()
  vi.stubGlobal('window', page)
  const client = createLatchClient({
    ...(options.projectId === '' ? {} : { projectId: options.projectId ?? 'latch-test' }),
    networks: options.evmOnly ? [networkA, networkB] : [networkA, networkB, solana],
    adapters: options.evmOnly ? [evmAdapter()] : [evmAdapter(), solanaAdapter({ discover: false })],
    ...(options.signIn ? { siwx: { required: true } } : {}),
    storage: options.storage ?? createMemoryStorage(),
    walletConnect: walletConnect({
      relayUrl: options.relayUrl ?? relay.url,
      storage: options.wcStorage ?? new MemoryStorage(),
      storagePrefix: options.storagePrefix ?? `dapp-${Math.random().toString(36).slice(2)}`,
      ...(options.pairingExpiryMs ? { pairingExpiryMs: options.pairingExpiryMs } : {}),
      ...(options.relayTimeoutMs ? { relayTimeoutMs: options.relayTimeoutMs } : {}),
    }),
  })
  clients.push(client)
  client.mount(page as unknown as Window)
  return client
}

async function waitForUri(client: LatchClient): Promise<string> {
  await vi.waitFor(() => expect(client.getState().walletConnect.uri).toMatch(/^wc:/), { timeout: 10_000 })
  return client.getState().walletConnect.uri!
}

async function pairBoth(client: LatchClient, wallet: SignClientWallet): Promise<void> {
  const pairing = client.connectWalletConnect()
  await wallet.pair(await waitForUri(client))
  await pairing
}

describe('WalletConnect in createLatch', () => {
  it('one session, two namespaces: eip155 and solana connect with connector type walletConnect', async () => {
    const client = loadPage()
    const wallet = await newWallet()
    await pairBoth(client, wallet)
    const state = client.getState()
    expect(state.walletConnect.phase).toBe('idle')
    expect(state.accounts.eip155?.status).toBe('connected')
    expect(state.accounts.eip155?.caipAddress).toBe(`eip155:31337:${wallet.evmAddress}`)
    expect(state.accounts.eip155?.connectedWalletInfo).toMatchObject({
      id: 'walletConnect',
      type: 'walletConnect',
    })
    expect(state.accounts.solana?.status).toBe('connected')
    expect(state.accounts.solana?.caipAddress).toBe(`${solana.id}:${wallet.solanaAddress}`)
    expect(state.accounts.solana?.connectedWalletInfo?.type).toBe('walletConnect')
    // The host's first adapter is the active one.
    expect(state.activeNamespace).toBe('eip155')
    // One proposal carried both namespaces, with the host's chains.
    const [session] = wallet.sessions()
    expect(Object.keys(session!.namespaces).sort()).toEqual(['eip155', 'solana'])
    expect(session!.namespaces.eip155?.chains).toEqual([networkA.id, networkB.id])
  })

  it('personal_sign through the session: the signature verifies for the wallet key', async () => {
    const client = loadPage()
    const wallet = await newWallet()
    await pairBoth(client, wallet)
    const message = 'Sign in to Latch over WalletConnect'
    const signature = (await client.signMessage({ message })) as `0x${string}`
    expect(await verifyMessage({ address: wallet.evmAddress, message, signature })).toBe(true)
    expect(wallet.requests.map((request) => request.method)).toEqual(['personal_sign'])
  })

  it('eth_signTypedData_v4 through the session (signTypedData action): viem verifyTypedData accepts it', async () => {
    const client = loadPage()
    const wallet = await newWallet()
    await pairBoth(client, wallet)
    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: bed.chainA.chainId },
      types: {
        Order: [
          { name: 'item', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Order',
      message: { item: 'tea', amount: 3n },
    } as const
    const signature = (await signTypedData(client, { typedData })) as `0x${string}`
    expect(await verifyTypedData({ ...typedData, address: wallet.evmAddress, signature })).toBe(true)
    expect(wallet.requests.map((request) => request.method)).toEqual(['eth_signTypedData_v4'])
  })

  it("RELIABILITY #13: wallet_sendCalls to a wallet whose session lacks it: 'Not supported by this wallet', nothing reaches the wallet", async () => {
    const client = loadPage()
    const wallet = await newWallet(['wallet_getCapabilities', 'wallet_sendCalls', 'wallet_getCallsStatus'])
    await pairBoth(client, wallet)
    await expect(sendCalls(client, { calls: [{ to: RECEIVER, value: 1n }] })).rejects.toMatchObject({
      name: 'MethodNotSupportedError',
      message: 'Not supported by this wallet',
    })
    expect(wallet.requests).toEqual([])
  })

  it('wallet_sendCalls approved in the session but answered 4200 by the wallet: the same typed error', async () => {
    const client = loadPage()
    const wallet = await newWallet()
    await pairBoth(client, wallet)
    await expect(sendCalls(client, { calls: [{ to: RECEIVER, value: 1n }] })).rejects.toMatchObject({
      name: 'MethodNotSupportedError',
    })
    expect(wallet.requests.map((request) => request.method)).toEqual(['wallet_sendCalls'])
  })

  it('eth_sendTransaction through the send flow: the transaction is on anvil with the exact value', async () => {
    const client = loadPage()
    const wallet = await newWallet()
    await pairBoth(client, wallet)
    client.setSendToken({ symbol: 'ETH', decimals: 18 })
    client.setSendAmount('0.125')
    client.setSendReceiver(RECEIVER)
    const hash = (await client.send()) as Hash
    const chain = createPublicClient({ transport: http(bed.chainA.rpcUrl) })
    const transaction = await chain.getTransaction({ hash })
    expect(transaction.value).toBe(parseEther('0.125'))
    expect(transaction.to?.toLowerCase()).toBe(RECEIVER.toLowerCase())
    expect(transaction.from.toLowerCase()).toBe(wallet.evmAddress.toLowerCase())
    expect(wallet.requests.at(-1)?.method).toBe('eth_sendTransaction')
  })

  it('solana_signMessage through the session: the ed25519 signature verifies', async () => {
    const client = loadPage()
    const wallet = await newWallet()
    await pairBoth(client, wallet)
    const message = 'Hello Solana over WalletConnect'
    const signature = await client.signMessage({ message, namespace: 'solana' })
    const key = await getPublicKeyFromAddress(
      wallet.solanaAddress as Parameters<typeof getPublicKeyFromAddress>[0],
    )
    const bytes = new Uint8Array(getBase58Encoder().encode(signature)) as SignatureBytes
    expect(await verifySignature(key, bytes, new TextEncoder().encode(message))).toBe(true)
    expect(await verifySignature(key, bytes, new TextEncoder().encode(`${message}!`))).toBe(false)
  })

  it('RELIABILITY #10: a request the wallet refuses is the user-rejected error and the session stays', async () => {
    const client = loadPage()
    const wallet = await newWallet()
    await pairBoth(client, wallet)
    wallet.rejectNextRequest()
    await expect(client.signMessage({ message: 'no' })).rejects.toBeInstanceOf(UserRejectedError)
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    expect(await client.signMessage({ message: 'yes' })).toMatch(/^0x[0-9a-f]{130}$/)
  })

  it('RELIABILITY #12: switching to a chain the session lacks is a clear unsupported-chain error; a session chain switches', async () => {
    const client = loadPage()
    const wallet = await newWallet()
    await pairBoth(client, wallet)
    await client.switchNetwork(networkB.id)
    expect(client.getState().networks.eip155?.caipNetwork?.id).toBe(networkB.id)
    const adapter = client.getAdapter('eip155')!
    // A chain the host never configured is refused before the session is asked; one the session lacks, by the session.
    await expect(
      adapter.switchNetwork!({ connectorId: 'walletConnect', networkId: 'eip155:1' }),
    ).rejects.toBeInstanceOf(NetworkNotFoundError)
    const session = adapter.getProvider!('walletConnect') as { request: (args: unknown) => Promise<unknown> }
    await expect(
      session.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toBeInstanceOf(UnsupportedChainError)
  })

  it('RELIABILITY #14: session_delete from the wallet disconnects every namespace of the dapp', async () => {
    const client = loadPage()
    const wallet = await newWallet()
    await pairBoth(client, wallet)
    await wallet.disconnect()
    await vi.waitFor(() => {
      expect(client.getState().accounts.eip155?.status).toBe('disconnected')
      expect(client.getState().accounts.solana?.status).toBe('disconnected')
    })
  })

  it('disconnecting one namespace keeps the session for the other; disconnecting the last ends it at the wallet', async () => {
    const client = loadPage()
    const wallet = await newWallet()
    await pairBoth(client, wallet)
    await client.disconnect({ namespace: 'eip155' })
    expect(client.getState().accounts.solana?.status).toBe('connected')
    expect(wallet.sessions()).toHaveLength(1)
    const signature = await client.signMessage({ message: 'still here', namespace: 'solana' })
    expect(signature.length).toBeGreaterThan(80)
    await client.disconnect({ namespace: 'solana' })
    await vi.waitFor(() => expect(wallet.sessions()).toHaveLength(0))
  })

  it('RELIABILITY #14: a request still open in the wallet when it deletes the session rejects with a typed error, not a hang', async () => {
    const client = loadPage()
    const wallet = await newWallet()
    await pairBoth(client, wallet)
    wallet.holdRequests()
    const signing = expect(client.signMessage({ message: 'never answered' })).rejects.toBeInstanceOf(
      ProviderDisconnectedError,
    )
    await wallet.waitForRequests(1)
    await wallet.disconnect()
    await signing
    await vi.waitFor(() => expect(client.getState().accounts.eip155?.status).toBe('disconnected'))
  })

  it('RELIABILITY #14: the relay drops every socket; the clients reconnect and the next request goes through', async () => {
    const client = loadPage()
    const wallet = await newWallet()
    await pairBoth(client, wallet)
    relay.dropSockets()
    const message = 'after the relay dropped the sockets'
    const signature = (await client.signMessage({ message })) as `0x${string}`
    expect(await verifyMessage({ address: wallet.evmAddress, message, signature })).toBe(true)
    expect(client.getState().accounts.eip155?.status).toBe('connected')
    // The SDK republishes what it sent on the dead socket after its ~15 s publish timeout.
  }, 60_000)

  it('a reload restores the stored session without a prompt, and signing still works', async () => {
    const storage = createMemoryStorage()
    const wcStorage = new MemoryStorage()
    const first = loadPage({ storage, wcStorage, storagePrefix: 'reload' })
    const wallet = await newWallet()
    await pairBoth(first, wallet)
    first.destroy()
    clients.splice(clients.indexOf(first), 1)

    const reloaded = loadPage({ storage, wcStorage, storagePrefix: 'reload' })
    await vi.waitFor(() => {
      expect(reloaded.getState().accounts.eip155?.status).toBe('connected')
      expect(reloaded.getState().accounts.solana?.status).toBe('connected')
    })
    expect(reloaded.getState().accounts.eip155?.connectedWalletInfo?.type).toBe('walletConnect')
    const signature = (await reloaded.signMessage({ message: 'after reload' })) as `0x${string}`
    expect(await verifyMessage({ address: wallet.evmAddress, message: 'after reload', signature })).toBe(true)
  })

  it('RELIABILITY #20: a stored session that has expired is never restored; the namespaces end disconnected', async () => {
    const storage = createMemoryStorage()
    const wcStorage = new MemoryStorage()
    const first = loadPage({ storage, wcStorage, storagePrefix: 'expired' })
    const wallet = await newWallet()
    await pairBoth(first, wallet)
    first.destroy()
    clients.splice(clients.indexOf(first), 1)
    // The SDK's stored session, as the next page load reads it, ended a minute ago.
    const past = Math.floor(Date.now() / 1000) - 60
    let expired = 0
    for (const [key, value] of await wcStorage.getEntries<unknown>()) {
      if (!key.endsWith('//session') || !Array.isArray(value)) continue
      expired += value.length
      await wcStorage.setItem(
        key,
        value.map((session: { expiry: number }) => ({ ...session, expiry: past })),
      )
    }
    expect(expired).toBe(1)
    const reloaded = loadPage({ storage, wcStorage, storagePrefix: 'expired' })
    await vi.waitFor(() => {
      expect(reloaded.getState().accounts.eip155?.status).toBe('disconnected')
      expect(reloaded.getState().accounts.solana?.status).toBe('disconnected')
    })
    expect(wallet.requests).toEqual([])
  })

  it("a reload after the session is gone ends disconnected with 'Error connecting to wallet: No session found'", async () => {
    const storage = createMemoryStorage()
    const first = loadPage({ storage })
    const wallet = await newWallet()
    await pairBoth(first, wallet)
    first.destroy()
    clients.splice(clients.indexOf(first), 1)
    // Same Latch storage, but the SDK's storage is empty: the session is gone.
    const warn = vi.spyOn(console, 'warn')
    const reloaded = loadPage({ storage, wcStorage: new MemoryStorage() })
    await vi.waitFor(() => expect(reloaded.getState().accounts.eip155?.status).toBe('disconnected'))
    const logged = warn.mock.calls.flat().map((value) => JSON.stringify(value, ['error', 'message']) ?? '')
    expect(logged.join('\n')).toContain('Error connecting to wallet: No session found')
    expect(reloaded.getState().accounts.solana?.status).toBe('disconnected')
  })

  it('RELIABILITY #24: an expired pairing URI is PairingExpiredError, and trying again shows a fresh URI', async () => {
    const client = loadPage({ pairingExpiryMs: 400 })
    await client.connectWalletConnect()
    const first = client.getState().walletConnect
    expect(first.phase).toBe('error')
    expect(first.error).toBeInstanceOf(PairingExpiredError)
    const again = client.connectWalletConnect()
    const fresh = await waitForUri(client)
    await again
    expect(fresh).toMatch(/^wc:/)
    expect(client.getState().walletConnect.error).toBeInstanceOf(PairingExpiredError)
  })

  it('RELIABILITY #24: with the relay down the pairing ends with RelayUnavailableError, not a spinner', async () => {
    const down = await startRelay()
    const url = down.url
    await down.stop()
    const client = loadPage({ relayUrl: url, relayTimeoutMs: 1_500 })
    const started = Date.now()
    await client.connectWalletConnect()
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(client.getState().walletConnect.phase).toBe('error')
    expect(client.getState().walletConnect.error).toBeInstanceOf(RelayUnavailableError)
  })

  it('one-click authentication (spec §5): sign-in on and every chain in eip155, the wallet signs in while pairing and no sign view opens', async () => {
    const client = loadPage({ evmOnly: true, signIn: true })
    const wallet = await newWallet()
    await pairBoth(client, wallet)
    expect(wallet.authentications).toBe(1)
    const state = client.getState()
    expect(state.accounts.eip155?.status).toBe('connected')
    expect(state.signIn.hasSession).toBe(true)
    expect(state.modal.open).toBe(false)
    const [session] = await client.options.siwx!.getSessions(networkA.id, wallet.evmAddress)
    expect(session?.data.accountAddress).toBe(wallet.evmAddress)
    expect(session?.data.domain).toBe('localhost')
    expect(
      await verifyMessage({
        address: wallet.evmAddress,
        message: session!.message,
        signature: session!.signature as `0x${string}`,
      }),
    ).toBe(true)
    // The one-step session still carries the methods the dapp uses afterwards.
    expect(wallet.sessions()[0]?.namespaces.eip155?.methods).toContain('eth_sendTransaction')
    const signature = (await client.signMessage({ message: 'after one-click' })) as `0x${string}`
    expect(await verifyMessage({ address: wallet.evmAddress, message: 'after one-click', signature })).toBe(
      true,
    )
  })

  it('spec §5: with eip155 and solana there is no one-click authentication: the wallet connects, then the sign-in view opens', async () => {
    const client = loadPage({ signIn: true })
    const wallet = await newWallet()
    await pairBoth(client, wallet)
    expect(wallet.authentications).toBe(0)
    expect(client.getState().accounts.solana?.status).toBe('connected')
    await vi.waitFor(() => expect(client.getState().modal.history.at(-1)?.view).toBe('SIWXSignMessage'))
    expect(client.getState().signIn.hasSession).toBe(false)
  })

  it('opening rules (spec §2): with manual WalletConnect control the modal opens on ConnectingWalletConnectBasic, else on Connect', async () => {
    const manual = createLatchClient({
      projectId: 'latch-test',
      networks: [networkA],
      adapters: [evmAdapter()],
      storage: createMemoryStorage(),
      features: { manualWCControl: true },
      walletConnect: walletConnect({ relayUrl: relay.url }),
    })
    await manual.open()
    expect(manual.getState().modal.history.at(-1)?.view).toBe('ConnectingWalletConnectBasic')
    manual.destroy()
    const usual = loadPage()
    await usual.open()
    expect(usual.getState().modal.history.at(-1)?.view).toBe('Connect')
  })

  it('without a projectId WalletConnect is not offered and the project-id alert explains why', () => {
    const client = loadPage({ projectId: '' })
    expect(client.walletConnectAvailable()).toBe(false)
    expect(client.getState().notices.alert?.id).toBe('PROJECT_ID_NOT_CONFIGURED')
    expect(loadPage().walletConnectAvailable()).toBe(true)
  })
})
