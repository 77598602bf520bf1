import { type AnvilInstance, startAnvil } from '@latch/fixture-evm/node'
import { type RunningPostgres, startPostgres } from '@latch/fixture-postgres'
import { createSignClientWallet, type SignClientWallet } from '@latch/fixture-walletconnect/wallet'
import type SignClient from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { createPublicClient, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RunningRelay, startRelay } from '../src/startRelay'
import { type LoadBalancer, startLoadBalancer } from './loadBalancer'
import { openRawClient, randomSeed } from './rawClient'
import { closeClient, dappClient, EVM_KEY, SOLANA_SEED } from './signClients'

const CHAIN = 'eip155:31337'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

// Two relay instances on one real PostgreSQL, a TCP load balancer in front of them, and an anvil for the
// transaction. The relays' clock can be moved forward (`skew`) to run a message's ttl out.
let postgres: RunningPostgres
let anvil: AnvilInstance
let balancer: LoadBalancer
let relayA: RunningRelay
let relayB: RunningRelay
let skew = 0
const now = () => Date.now() + skew

beforeAll(async () => {
  ;[postgres, anvil] = await Promise.all([startPostgres(), startAnvil({ chainId: 31337 })])
  balancer = await startLoadBalancer(0)
  const instance = () =>
    startRelay({ databaseUrl: postgres.url, publicUrls: [balancer.url], now, redeliverAfterMs: 2000 })
  ;[relayA, relayB] = await Promise.all([instance(), instance()])
  balancer.target(relayA.port)
})
afterAll(async () => {
  await relayB?.stop()
  await relayA?.stop().catch(() => undefined)
  await balancer?.close()
  await Promise.all([postgres?.stop(), anvil?.stop()])
})

async function pair(dapp: SignClient, wallet: SignClientWallet): Promise<SessionTypes.Struct> {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: [CHAIN], methods: ['personal_sign', 'eth_sendTransaction'], events: [] },
    },
  })
  await wallet.pair(uri!)
  return approval()
}

async function personalSign(
  dapp: SignClient,
  session: SessionTypes.Struct,
  wallet: SignClientWallet,
  message: string,
) {
  const signature = (await dapp.request({
    topic: session.topic,
    chainId: CHAIN,
    request: { method: 'personal_sign', params: [message, wallet.evmAddress] },
  })) as `0x${string}`
  return verifyMessage({ address: wallet.evmAddress, message, signature })
}

describe('two relay instances on one PostgreSQL (fan-out by LISTEN/NOTIFY)', () => {
  it('the sign-client 2.21.8 as dapp on instance A and as wallet on instance B pair, sign and send a transaction', async () => {
    const dapp = await dappClient(relayA.url)
    const wallet = await createSignClientWallet({
      relayUrl: relayB.url,
      evmPrivateKey: EVM_KEY,
      solanaSeed: SOLANA_SEED,
      evmRpcUrls: { [CHAIN]: anvil.rpcUrl },
    })
    try {
      const session = await pair(dapp, wallet)
      expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${wallet.evmAddress}`])
      expect(await personalSign(dapp, session, wallet, 'from instance A to instance B')).toBe(true)

      const hash = (await dapp.request({
        topic: session.topic,
        chainId: CHAIN,
        request: {
          method: 'eth_sendTransaction',
          params: [{ from: wallet.evmAddress, to: RECEIVER, value: '0x1bc16d674ec80000', gas: '0x5208' }],
        },
      })) as `0x${string}`
      const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
      expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
      const transaction = await chain.getTransaction({ hash })
      expect(transaction.value).toBe(2n * 10n ** 18n)
      expect(transaction.to?.toLowerCase()).toBe(RECEIVER.toLowerCase())
    } finally {
      await closeClient(dapp)
      await wallet.close()
    }
  })

  it('a request published while the wallet is offline reaches it when it reconnects within the ttl', async () => {
    const dapp = await dappClient(relayA.url)
    const wallet = await createSignClientWallet({
      relayUrl: relayB.url,
      evmPrivateKey: EVM_KEY,
      solanaSeed: SOLANA_SEED,
    })
    try {
      const session = await pair(dapp, wallet)
      await wallet.client.core.relayer.transportClose()
      const signing = personalSign(dapp, session, wallet, 'sent while the wallet was away')
      // The request waits in the database; no socket of the wallet is open anywhere.
      await vi.waitFor(async () => expect(await relayB.queuedMessages()).toBeGreaterThan(0))
      expect(wallet.requests).toHaveLength(0)
      await wallet.client.core.relayer.transportOpen()
      expect(await signing).toBe(true)
      expect(wallet.requests).toHaveLength(1)
    } finally {
      await closeClient(dapp)
      await wallet.close()
    }
  })

  it('a message published on A for an offline client is delivered by B within its ttl and not after; the sweep deletes it', async () => {
    const publisher = await openRawClient(relayA.url)
    const early = randomSeed()
    const late = randomSeed()
    // Both readers subscribed once, then went offline.
    for (const seed of [early, late]) {
      const reader = await openRawClient(relayB.url, { seed })
      await reader.call('irn_subscribe', { topic: 'offline-topic' })
      reader.close()
    }
    await publisher.call('irn_publish', { topic: 'offline-topic', message: 'while you were away', ttl: 60 })

    skew += 30_000
    const back = await openRawClient(relayB.url, { seed: early })
    await back.call('irn_subscribe', { topic: 'offline-topic' })
    expect(back.delivered()).toEqual(['while you were away'])

    skew += 31_000
    const tooLate = await openRawClient(relayB.url, { seed: late })
    await tooLate.call('irn_subscribe', { topic: 'offline-topic' })
    expect(await tooLate.call('irn_batchFetchMessages', { topics: ['offline-topic'] })).toEqual({
      result: { messages: [], hasMore: false },
    })
    expect(tooLate.delivered()).toEqual([])
    expect(await relayB.sweep()).toBeGreaterThanOrEqual(1)
    for (const client of [publisher, back, tooLate]) client.close()
  })

  it('RELIABILITY #33: instance A dies mid-session; the dapp reconnects through the load balancer to B and the session goes on', async () => {
    const dapp = await dappClient(balancer.url)
    const wallet = await createSignClientWallet({
      relayUrl: relayB.url,
      evmPrivateKey: EVM_KEY,
      solanaSeed: SOLANA_SEED,
    })
    try {
      const session = await pair(dapp, wallet)
      expect(await personalSign(dapp, session, wallet, 'before A dies')).toBe(true)
      // The dapp is on A (under load its client may have re-opened a socket that A has not counted out yet).
      expect(relayA.connections).toBeGreaterThanOrEqual(1)

      // A crashes: its sockets are cut without a close handshake and it stops; the balancer now sends to B.
      balancer.target(relayB.port)
      relayA.dropSockets()
      await relayA.stop()
      // The dapp's client comes back through the balancer: B holds it beside the wallet. A is stopped, so the
      // signature below can only travel through B.
      await vi.waitFor(() => expect(relayB.connections).toBeGreaterThanOrEqual(2), {
        timeout: 20_000,
        interval: 100,
      })

      expect(await personalSign(dapp, session, wallet, 'after A died, through B')).toBe(true)
      expect(dapp.session.get(session.topic).topic).toBe(session.topic)
    } finally {
      await closeClient(dapp)
      await wallet.close()
    }
  }, 90_000)
})
