import SignClient from '@walletconnect/sign-client'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { createSignClientWallet, type SignClientWallet } from '../wallet/createSignClientWallet'
import { MemoryStorage } from '../wallet/memoryStorage'
import { type Relay, startRelay } from './startRelay'

const EVM_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaf784d7bf4f2ff80' as const
const SOLANA_SEED = new Uint8Array(32).fill(7)

async function dappClient(relayUrl: string): Promise<SignClient> {
  return SignClient.init({
    projectId: 'latch-test',
    relayUrl,
    storage: new MemoryStorage(),
    customStoragePrefix: `dapp-${Math.random().toString(36).slice(2)}`,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Latch test dapp', description: 'test', url: 'http://127.0.0.1', icons: [] },
  })
}

async function closeClient(client: SignClient): Promise<void> {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose().catch(() => {})
}

describe('the local WalletConnect relay with the official sign-client 2.21.8 on both sides', () => {
  let relay: Relay
  let dapp: SignClient | undefined
  let wallet: SignClientWallet | undefined

  beforeAll(async () => {
    relay = await startRelay()
  })
  afterEach(async () => {
    if (dapp) await closeClient(dapp)
    if (wallet) await wallet.close()
    dapp = undefined
    wallet = undefined
  })
  afterAll(async () => {
    await relay.stop()
  })

  it('pairs a dapp and a wallet, settles a session and carries a personal_sign whose signature verifies', async () => {
    dapp = await dappClient(relay.url)
    wallet = await createSignClientWallet({
      relayUrl: relay.url,
      evmPrivateKey: EVM_KEY,
      solanaSeed: SOLANA_SEED,
    })
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['accountsChanged'] },
      },
    })
    expect(uri).toMatch(/^wc:/)
    await wallet.pair(uri!)
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${wallet.evmAddress}`])

    const message = 'Hello through the local relay'
    const signature = (await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [message, wallet.evmAddress] },
    })) as `0x${string}`
    expect(await verifyMessage({ address: wallet.evmAddress, message, signature })).toBe(true)
    // The relay parsed ids above 2^53 and the clients acknowledged its deliveries.
    expect(relay.methods).toEqual(
      expect.arrayContaining(['wc_proposeSession', 'wc_approveSession', 'irn_publish']),
    )
    expect(relay.acks).toBeGreaterThan(0)
  })

  it('a request the wallet refuses reaches the dapp as the user-rejected error (code 5000)', async () => {
    dapp = await dappClient(relay.url)
    wallet = await createSignClientWallet({
      relayUrl: relay.url,
      evmPrivateKey: EVM_KEY,
      solanaSeed: SOLANA_SEED,
    })
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
      },
    })
    await wallet.pair(uri!)
    const session = await approval()
    wallet.rejectNextRequest()
    await expect(
      dapp.request({
        topic: session.topic,
        chainId: 'eip155:31337',
        request: { method: 'personal_sign', params: ['no', wallet.evmAddress] },
      }),
    ).rejects.toMatchObject({ code: 5000 })
  })
})

describe('the relay heartbeat', () => {
  it('pings every client on its interval (the Node client drops a socket silent for 35 s)', async () => {
    const relay = await startRelay({ pingIntervalMs: 50 })
    const socket = new WebSocket(relay.url)
    let pings = 0
    socket.on('ping', () => {
      pings += 1
    })
    await new Promise((resolve) => socket.once('open', resolve))
    await vi.waitFor(() => expect(pings).toBeGreaterThanOrEqual(3), { timeout: 2000, interval: 20 })
    socket.terminate()
    await relay.stop()
  })
})

describe('the relay mailbox', () => {
  let clock = 1_000_000
  let relay: Relay
  const sockets: WebSocket[] = []

  beforeAll(async () => {
    relay = await startRelay({ now: () => clock })
  })
  afterAll(async () => {
    for (const socket of sockets) socket.terminate()
    await relay.stop()
  })

  const open = async () => {
    const socket = new WebSocket(relay.url)
    sockets.push(socket)
    await new Promise((resolve) => socket.once('open', resolve))
    const received: { method?: string; params?: { data?: { topic: string; message: string } } }[] = []
    socket.on('message', (data) => received.push(JSON.parse(String(data))))
    let id = 0
    const call = (method: string, params: unknown) =>
      new Promise<unknown>((resolve) => {
        id += 1
        const mine = id
        const onMessage = (data: WebSocket.RawData) => {
          const reply = JSON.parse(String(data))
          if (reply.id === mine && !reply.method) {
            socket.off('message', onMessage)
            resolve(reply.result ?? reply.error)
          }
        }
        socket.on('message', onMessage)
        socket.send(JSON.stringify({ id: mine, jsonrpc: '2.0', method, params }))
      })
    const deliveries = () => received.filter((entry) => entry.method === 'irn_subscription')
    return { call, deliveries }
  }

  it('keeps a message for its ttl for a socket that subscribes later, never echoes it, and drops it after the ttl', async () => {
    const publisher = await open()
    await publisher.call('irn_subscribe', { topic: 'topic-a' })
    await publisher.call('irn_publish', { topic: 'topic-a', message: 'kept', ttl: 60, tag: 1 })

    const early = await open()
    await early.call('irn_subscribe', { topic: 'topic-a' })
    expect(early.deliveries().map((entry) => entry.params?.data?.message)).toEqual(['kept'])
    expect(publisher.deliveries()).toEqual([])

    // A second subscribe on the same socket delivers nothing new (at most once per socket).
    await early.call('irn_subscribe', { topic: 'topic-a' })
    expect(early.deliveries()).toHaveLength(1)

    clock += 61_000
    const late = await open()
    await late.call('irn_subscribe', { topic: 'topic-a' })
    expect(await late.call('irn_batchFetchMessages', { topics: ['topic-a'] })).toEqual({
      messages: [],
      hasMore: false,
    })
    expect(late.deliveries()).toEqual([])
  })

  it('unsubscribe stops live delivery; batch subscribe delivers every topic', async () => {
    const publisher = await open()
    const reader = await open()
    await reader.call('irn_batchSubscribe', { topics: ['topic-c', 'topic-d'] })
    await publisher.call('irn_publish', { topic: 'topic-c', message: 'c1', ttl: 60 })
    await publisher.call('irn_publish', { topic: 'topic-d', message: 'd1', ttl: 60 })
    await reader.call('irn_unsubscribe', { topic: 'topic-c', id: 'topic-c' })
    await publisher.call('irn_publish', { topic: 'topic-c', message: 'c2', ttl: 60 })
    // A round trip after the publish: anything the relay was going to deliver has arrived.
    await reader.call('irn_subscribe', { topic: 'topic-e' })
    expect(reader.deliveries().map((entry) => entry.params?.data?.message)).toEqual(['c1', 'd1'])
  })

  it('batch fetch returns what the socket has not received yet', async () => {
    const publisher = await open()
    await publisher.call('irn_publish', { topic: 'topic-b', message: 'one', ttl: 60 })
    const reader = await open()
    const fetched = (await reader.call('irn_batchFetchMessages', { topics: ['topic-b'] })) as {
      messages: { message: string }[]
    }
    expect(fetched.messages.map((entry) => entry.message)).toEqual(['one'])
    expect(await reader.call('irn_batchFetchMessages', { topics: ['topic-b'] })).toEqual({
      messages: [],
      hasMore: false,
    })
  })
})
