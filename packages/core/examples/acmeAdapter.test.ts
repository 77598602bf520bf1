import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createLatch, type KeyValueStorage } from '@latch/core'
import { connect, open, signMessage, switchNetwork } from '@latch/core/actions'
import { createMemoryStorage } from '@latch/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { acmeAdapter, acmeMainnet } from './acmeAdapter'
import { type AcmeTestWallet, createAcmeWallet } from './acmeWallet'

const acmeTestnet = { ...acmeMainnet, id: 'acme:test', reference: 'test', name: 'Acme Testnet' } as const
const noEvents = { addEventListener() {}, removeEventListener() {} }

async function verifies(wallet: AcmeTestWallet, message: string, signature: string): Promise<boolean> {
  const raw = Uint8Array.from((await wallet.publicKeyHex()).match(/../g)!, (pair) =>
    Number.parseInt(pair, 16),
  )
  const key = await crypto.subtle.importKey('raw', raw, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'verify',
  ])
  const bytes = Uint8Array.from(signature.match(/../g)!, (pair) => Number.parseInt(pair, 16))
  return crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    bytes,
    new TextEncoder().encode(message),
  )
}

async function page(storage: KeyValueStorage = createMemoryStorage()) {
  const wallet = await createAcmeWallet()
  vi.stubGlobal('acme', wallet)
  const client = createLatch({ networks: [acmeMainnet, acmeTestnet], adapters: [acmeAdapter()], storage })
  client.mount(noEvents)
  return { wallet, client, storage }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the README example: a third-party adapter for a namespace core has never heard of', () => {
  it('is the code packages/core/README.md shows, word for word, and so is its conformance test', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8')
    for (const file of ['acmeAdapter.ts', 'acmeAdapter.conformance.test.ts']) {
      const source = readFileSync(join(import.meta.dirname, file), 'utf8')
      expect(readme).toContain(`\`\`\`ts\n${source}\`\`\``)
    }
  })

  it('lists the injected wallet, connects, signs with a signature that verifies, and shows its balance', async () => {
    const { wallet, client } = await page()
    // Adapters start (discover wallets) when the page is idle after mount, or at once when the modal opens.
    expect(client.getState().connectors).toEqual([])
    await open(client)
    expect(client.getState().connectors.map((connector) => connector.name)).toEqual(['Acme Wallet'])
    await connect(client, { namespace: 'acme', connectorId: 'acme-injected' })
    const account = client.getState().accounts.acme
    expect(account?.caipAddress).toMatch(/^acme:main:acme1[0-9a-f]{40}$/)
    const signature = await signMessage(client, { message: 'hello acme' })
    expect(await verifies(wallet, 'hello acme', signature)).toBe(true)
    expect(await verifies(wallet, 'hello acme!', signature)).toBe(false)
    await vi.waitFor(() => expect(client.getState().accounts.acme?.balance).toBe('2.5'))
    expect(client.getState().accounts.acme?.balanceSymbol).toBe('ACM')
  })

  it('the dapp chooses the network without a prompt; a declined request is UserRejectedError', async () => {
    const { wallet, client } = await page()
    await connect(client, { namespace: 'acme', connectorId: 'acme-injected' })
    wallet.rejectNext()
    await switchNetwork(client, { networkId: acmeTestnet.id })
    expect(client.getState().accounts.acme?.caipAddress?.startsWith('acme:test:')).toBe(true)
    await expect(signMessage(client, { message: 'x' })).rejects.toThrowError(
      expect.objectContaining({ name: 'UserRejectedError' }),
    )
  })

  it('follows an account change, and restores the connection after a reload without a prompt', async () => {
    const first = await page()
    await connect(first.client, { namespace: 'acme', connectorId: 'acme-injected' })
    first.wallet.switchAccount()
    expect(first.client.getState().accounts.acme?.address).toBe(`acme1${'0'.repeat(39)}1`)

    const wallet = first.wallet
    vi.stubGlobal('acme', wallet)
    wallet.rejectNext()
    const reloaded = createLatch({
      networks: [acmeMainnet, acmeTestnet],
      adapters: [acmeAdapter()],
      storage: first.storage,
    })
    reloaded.mount(noEvents)
    await vi.waitFor(() => expect(reloaded.getState().accounts.acme?.status).toBe('connected'))
    expect(reloaded.getState().accounts.acme?.address).toBe(`acme1${'0'.repeat(39)}1`)
  })
})
