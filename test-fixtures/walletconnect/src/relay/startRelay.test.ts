import SignClient from '@walletconnect/sign-client'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
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

describe('the fixture relay (@latch/relay on PGlite) with the official sign-client 2.21.8 on both sides', () => {
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
