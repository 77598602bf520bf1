import { createSignClientWallet, type SignClientWallet } from '@latch/fixture-walletconnect/wallet'
import type SignClient from '@walletconnect/sign-client'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { openRelayDatabase, type RelayDatabase } from '../src/db/openRelayDatabase'
import { type RunningRelay, startRelay } from '../src/startRelay'
import { openRawClient, randomSeed, relayJwt, upgradeStatus } from './rawClient'
import { closeClient, dappClient, EVM_KEY, SOLANA_SEED } from './signClients'

// One PGlite for the file (it takes seconds to start on a busy machine); each relay instance runs on it.
let database: RelayDatabase
beforeAll(async () => {
  database = await openRelayDatabase()
})
afterAll(async () => {
  await database.close()
})

describe('one relay on PGlite, mounted at /relay on a Node HTTP server, with the official sign-client 2.21.8 on both sides', () => {
  let relay: RunningRelay
  let dapp: SignClient | undefined
  let wallet: SignClientWallet | undefined

  beforeAll(async () => {
    relay = await startRelay({ database, path: '/relay' })
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
    expect(relay.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/relay$/)
    // Another path on the same server is not the relay.
    expect((await upgradeStatus(`${relay.url.replace(/\/relay$/, '/other')}?auth=x`)).status).toBe(0)
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
    await wallet.pair(uri!)
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${wallet.evmAddress}`])

    const message = 'Hello through the Latch relay'
    const signature = (await dapp.request({
      topic: session.topic,
      chainId: 'eip155:31337',
      request: { method: 'personal_sign', params: [message, wallet.evmAddress] },
    })) as `0x${string}`
    expect(await verifyMessage({ address: wallet.evmAddress, message, signature })).toBe(true)
    // Both clients acknowledged every delivery: nothing waits in the database for them.
    await vi.waitFor(async () => expect(await relay.queuedMessages()).toBe(0), { timeout: 5000 })
  })

  it('a request the wallet refuses reaches the dapp as the user-rejected error (code 5000)', async () => {
    dapp = await dappClient(relay.url)
    wallet = await createSignClientWallet({
      relayUrl: relay.url,
      evmPrivateKey: EVM_KEY,
      solanaSeed: SOLANA_SEED,
    })
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } },
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

describe('the relay protocol on PGlite', () => {
  let clock = Date.now()
  let relay: RunningRelay
  const sockets: { close(): void }[] = []

  beforeAll(async () => {
    relay = await startRelay({ database, now: () => clock, redeliverAfterMs: 200 })
  })
  afterAll(async () => {
    for (const socket of sockets) socket.close()
    await relay.stop()
  })
  const open = async (options: Parameters<typeof openRawClient>[1] = {}) => {
    // Tokens are checked against the relay's clock.
    const client = await openRawClient(relay.url, { ...options })
    sockets.push(client)
    return client
  }

  it('keeps a message for its ttl for a client that subscribes later, never echoes it, and not past its ttl', async () => {
    const publisher = await open()
    await publisher.call('irn_subscribe', { topic: 'topic-a' })
    expect(
      await publisher.call('irn_publish', { topic: 'topic-a', message: 'kept', ttl: 60, tag: 1 }),
    ).toEqual({
      result: true,
    })
    const early = await open()
    await early.call('irn_subscribe', { topic: 'topic-a' })
    expect(early.delivered()).toEqual(['kept'])
    expect(publisher.delivered()).toEqual([])

    clock += 61_000
    const late = await open()
    await late.call('irn_subscribe', { topic: 'topic-a' })
    expect(await late.call('irn_batchFetchMessages', { topics: ['topic-a'] })).toEqual({
      result: { messages: [], hasMore: false },
    })
    expect(late.delivered()).toEqual([])
    // The sweep deletes it from the database.
    expect(await relay.sweep()).toBeGreaterThanOrEqual(1)
  })

  it('unsubscribe stops live delivery; batch subscribe delivers every topic', async () => {
    const publisher = await open()
    const reader = await open()
    await reader.call('irn_batchSubscribe', { topics: ['topic-c', 'topic-d'] })
    await publisher.call('irn_publish', { topic: 'topic-c', message: 'c1', ttl: 60 })
    await publisher.call('irn_publish', { topic: 'topic-d', message: 'd1', ttl: 60 })
    await vi.waitFor(() => expect(reader.delivered()).toEqual(['c1', 'd1']))
    await reader.call('irn_batchUnsubscribe', { subscriptions: [{ topic: 'topic-c', id: 'topic-c' }] })
    await publisher.call('irn_publish', { topic: 'topic-c', message: 'c2', ttl: 60 })
    await publisher.call('irn_publish', { topic: 'topic-d', message: 'd2', ttl: 60 })
    await vi.waitFor(() => expect(reader.delivered()).toEqual(['c1', 'd1', 'd2']))
  })

  it('batch fetch returns what the client has not received yet, once', async () => {
    const publisher = await open()
    await publisher.call('irn_publish', { topic: 'topic-b', message: 'one', ttl: 60 })
    const reader = await open()
    const fetched = (await reader.call('irn_batchFetchMessages', { topics: ['topic-b'] })).result as {
      messages: { message: string }[]
    }
    expect(fetched.messages.map((entry) => entry.message)).toEqual(['one'])
    expect(await reader.call('irn_batchFetchMessages', { topics: ['topic-b'] })).toEqual({
      result: { messages: [], hasMore: false },
    })
  })

  it('sends a delivery again until the client acknowledges it; an acknowledged message is not delivered again to that client', async () => {
    const seed = randomSeed()
    const publisher = await open()
    const silent = await open({ seed, acknowledge: false })
    await silent.call('irn_subscribe', { topic: 'topic-r' })
    await publisher.call('irn_publish', { topic: 'topic-r', message: 'again', ttl: 60 })
    await vi.waitFor(() => expect(silent.delivered().length).toBeGreaterThanOrEqual(2), { timeout: 3000 })
    silent.close()
    // The same client (same key) back on a new socket: the message still waits for its acknowledgement.
    const back = await open({ seed })
    await back.call('irn_subscribe', { topic: 'topic-r' })
    expect(back.delivered()).toEqual(['again'])
    const acknowledgements = async () =>
      (
        await relay.database.sql.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM relay_acks a JOIN relay_messages m ON m.id = a.message_id WHERE m.topic = 'topic-r'",
        )
      ).rows[0]?.count
    await vi.waitFor(async () => expect(await acknowledgements()).toBe(1))
    back.close()
    const again = await open({ seed })
    await again.call('irn_subscribe', { topic: 'topic-r' })
    expect(again.delivered()).toEqual([])
  })

  it('answers an unknown method and bad params with JSON-RPC errors and keeps the socket open', async () => {
    const client = await open()
    expect((await client.call('irn_nothing', {})).error?.code).toBe(-32601)
    expect((await client.call('irn_publish', { topic: 't' })).error).toEqual({
      code: -32602,
      message: 'Invalid message',
    })
    expect((await client.call('irn_publish', { topic: 't', message: 'm', ttl: -1 })).error?.code).toBe(-32602)
    expect(await client.call('irn_subscribe', { topic: 't' })).toEqual({ result: 't' })
  })
})

describe('the relay heartbeat', () => {
  it('pings every client on its interval and closes a socket that stops answering', async () => {
    const relay = await startRelay({ database, pingIntervalMs: 50 })
    const auth = await relayJwt(relay.url)
    const socket = new WebSocket(`${relay.url}?auth=${auth}`, { autoPong: false })
    let pings = 0
    socket.on('ping', () => {
      pings += 1
    })
    const closed = new Promise((resolve) => socket.once('close', resolve))
    await new Promise((resolve) => socket.once('open', resolve))
    // It never answers a ping: after a missed interval the relay ends the socket.
    await closed
    expect(pings).toBeGreaterThanOrEqual(1)
    await vi.waitFor(() => expect(relay.connections).toBe(0))
    await relay.stop()
  })
})

describe('shutdown', () => {
  it('close() ends every socket with 1001 going away, waits for them, and refuses new clients with 503', async () => {
    const relay = await startRelay({ database })
    const client = await openRawClient(relay.url)
    const closed = new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)))
    await relay.close()
    expect(await closed).toBe(1001)
    expect(relay.connections).toBe(0)
    expect(await upgradeStatus(`${relay.url}?auth=${await relayJwt(relay.url)}`)).toEqual({
      status: 503,
      body: 'Relay shutting down',
    })
    await relay.stop()
  })
})

describe('two relay instances on one PGlite (in-process notifications)', () => {
  it('a client on one instance receives live what a client on the other publishes, with its tag', async () => {
    const [first, second] = await Promise.all([startRelay({ database }), startRelay({ database })])
    const publisher = await openRawClient(first.url)
    const reader = await openRawClient(second.url)
    await reader.call('irn_subscribe', { topic: 'across' })
    await publisher.call('irn_publish', { topic: 'across', message: 'hello B', ttl: 60, tag: 1108 })
    await expect.poll(() => reader.delivered()).toEqual(['hello B'])
    expect(reader.tags()).toEqual([1108])
    publisher.close()
    reader.close()
    await Promise.all([first.stop(), second.stop()])
  })
})
