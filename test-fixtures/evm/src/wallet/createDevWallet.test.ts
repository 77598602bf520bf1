import { createPublicClient, type Hex, http, parseEther, recoverTypedDataAddress, verifyMessage } from 'viem'
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { snapshotChain } from '../node/snapshotChain'
import { ANVIL_PRIVATE_KEYS } from './anvilAccounts'
import { createDevWallet } from './createDevWallet'

const bed = inject('evmTestBed')
const receiver = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
let revert: () => Promise<void>

beforeEach(async () => {
  revert = await snapshotChain(bed.chainA.rpcUrl)
})
afterEach(async () => {
  await revert()
})

const newWallet = (rpcUrls: Record<number, string> = { [bed.chainA.chainId]: bed.chainA.rpcUrl }) =>
  createDevWallet({ rpcUrls, privateKeys: ANVIL_PRIVATE_KEYS.slice(0, 2), chainId: bed.chainA.chainId })

describe('createDevWallet', () => {
  it('grants accounts only after eth_requestAccounts', async () => {
    const wallet = newWallet()
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('signs with the real key: personal_sign and eth_signTypedData_v4 recover to the account', async () => {
    const wallet = newWallet()
    const [address] = (await wallet.provider.request({ method: 'eth_requestAccounts' })) as Hex[]
    const signature = (await wallet.provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', address],
    })) as Hex
    expect(await verifyMessage({ address: address!, message: 'hello', signature })).toBe(true)
    expect(await verifyMessage({ address: address!, message: 'hellO', signature })).toBe(false)
    const typed = {
      domain: { name: 'Latch', version: '1', chainId: 31337 },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note' as const,
      message: { text: 'hi' },
    }
    const typedSignature = (await wallet.provider.request({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typed)],
    })) as Hex
    expect(await recoverTypedDataAddress({ ...typed, signature: typedSignature })).toBe(address)
  })

  it('refuses to sign for an account it has not granted (4100)', async () => {
    const wallet = newWallet()
    await expect(
      wallet.provider.request({ method: 'personal_sign', params: ['0x00', wallet.addresses[0]] }),
    ).rejects.toMatchObject({ code: 4100, message: 'The requested account has not been authorized' })
  })

  it('signs transactions locally and the node moves exactly the value', async () => {
    const wallet = newWallet()
    const [from] = (await wallet.provider.request({ method: 'eth_requestAccounts' })) as Hex[]
    const reader = createPublicClient({ transport: http(bed.chainA.rpcUrl) })
    const before = await reader.getBalance({ address: receiver })
    const hash = (await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to: receiver, value: '0xde0b6b3a7640000' }],
    })) as Hex
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    expect((await reader.getBalance({ address: receiver })) - before).toBe(parseEther('1'))
  })

  it('answers 4902 for an unknown chain, then switches once the chain is added', async () => {
    const wallet = newWallet()
    const changes: unknown[] = []
    wallet.provider.on('chainChanged', (id) => changes.push(id))
    const switchToB = () =>
      wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    await expect(switchToB()).rejects.toMatchObject({ code: 4902, message: 'Unrecognized chain ID "0x7a6a"' })
    await wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6a', chainName: 'B', rpcUrls: [bed.chainB.rpcUrl] }],
    })
    await switchToB()
    expect(changes).toEqual(['0x7a6a'])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    // Reads now go to chain B's node.
    expect(await wallet.provider.request({ method: 'net_version' })).toBe('31338')
  })

  it('holdPrompts: eth_requestAccounts stays open until answered; a second one meanwhile answers -32002 as MetaMask', async () => {
    const wallet = newWallet()
    wallet.holdPrompts()
    let settled = false
    const first = wallet.provider.request({ method: 'eth_requestAccounts' }).finally(() => {
      settled = true
    })
    await vi.waitFor(() => expect(wallet.promptOpen).toBe(true))
    expect(settled).toBe(false)
    await expect(wallet.provider.request({ method: 'wallet_requestPermissions' })).rejects.toMatchObject({
      code: -32002,
      message: expect.stringContaining('already pending'),
    })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    wallet.approvePrompt()
    expect(await first).toEqual(wallet.addresses)
    expect(wallet.promptOpen).toBe(false)
    expect(wallet.requests.filter((request) => request.method === 'eth_requestAccounts')).toHaveLength(1)
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual(wallet.addresses)
  })

  it('holdPrompts: a rejected prompt answers 4001 and grants nothing; holdPrompts(false) answers at once again', async () => {
    const wallet = newWallet()
    wallet.holdPrompts()
    const first = wallet.provider.request({ method: 'eth_requestAccounts' })
    wallet.rejectPrompt()
    await expect(first).rejects.toMatchObject({ code: 4001 })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(() => wallet.approvePrompt()).toThrow('no open prompt')
    wallet.holdPrompts(false)
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual(wallet.addresses)
  })

  it('rejectNext: the next request fails with 4001, the one after succeeds', async () => {
    const wallet = newWallet()
    wallet.rejectNext()
    await expect(wallet.provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toHaveLength(2)
  })

  it('dropConnection: emits disconnect (4900) and rejects pending and later requests', async () => {
    const wallet = newWallet()
    const events: unknown[] = []
    wallet.provider.on('disconnect', (error) => events.push(error))
    const pending = wallet.provider.request({ method: 'eth_blockNumber' })
    wallet.dropConnection()
    await expect(pending).rejects.toMatchObject({ code: 4900, message: 'The wallet is disconnected' })
    await expect(wallet.provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900 })
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ code: 4900 })
  })

  it('announces itself through EIP-6963 and answers later requestProvider events', () => {
    const wallet = newWallet()
    const target = new EventTarget()
    const seen: { info: { name: string; rdns: string; icon: string }; provider: unknown }[] = []
    target.addEventListener('eip6963:announceProvider', (event) => seen.push((event as CustomEvent).detail))
    const stop = wallet.announce(target)
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    stop()
    target.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(seen).toHaveLength(2)
    expect(seen[0]?.info.name).toBe('Latch Dev Wallet')
    expect(seen[0]?.info.rdns).toBe('dev.latch.wallet')
    expect(seen[0]?.info.icon.startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect(seen[0]?.provider).toBe(wallet.provider)
    expect(Object.isFrozen(seen[0])).toBe(true)
  })

  it('selectAccount and moveToChain emit what a wallet UI change would', async () => {
    const wallet = newWallet({
      [bed.chainA.chainId]: bed.chainA.rpcUrl,
      [bed.chainB.chainId]: bed.chainB.rpcUrl,
    })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const events: unknown[] = []
    wallet.provider.on('accountsChanged', (accounts) => events.push(accounts))
    wallet.provider.on('chainChanged', (id) => events.push(id))
    wallet.selectAccount(1)
    wallet.moveToChain(bed.chainB.chainId)
    expect(events).toEqual([
      ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      '0x7a6a',
    ])
  })

  it('storage: a new wallet on the same storage keeps the grant and chain (a page reload); revoke forgets', async () => {
    const saved = new Map<string, string>()
    const storage = {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => void saved.set(key, value),
      removeItem: (key: string) => void saved.delete(key),
    }
    const rpcUrls = { [bed.chainA.chainId]: bed.chainA.rpcUrl, [bed.chainB.chainId]: bed.chainB.rpcUrl }
    const options = {
      rpcUrls,
      privateKeys: ANVIL_PRIVATE_KEYS.slice(0, 1),
      chainId: bed.chainA.chainId,
      storage,
    }
    const seen: string[] = []
    const first = createDevWallet({ ...options, onRequest: (args) => seen.push(args.method) })
    await first.provider.request({ method: 'eth_requestAccounts' })
    await first.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(seen).toEqual(['eth_requestAccounts', 'wallet_switchEthereumChain'])

    const reloaded = createDevWallet(options)
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    ])
    expect(await reloaded.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await reloaded.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await createDevWallet(options).provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(saved.size).toBe(0)
  })

  it('storage: a malformed saved value or an unknown saved chain is ignored', async () => {
    const storage = {
      getItem: () => '{"authorized":true,"chainId":999}',
      setItem: () => {},
      removeItem: () => {},
    }
    const wallet = createDevWallet({
      rpcUrls: { [bed.chainA.chainId]: bed.chainA.rpcUrl },
      privateKeys: ANVIL_PRIVATE_KEYS.slice(0, 1),
      chainId: bed.chainA.chainId,
      storage,
    })
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    const broken = createDevWallet({
      rpcUrls: { [bed.chainA.chainId]: bed.chainA.rpcUrl },
      privateKeys: ANVIL_PRIVATE_KEYS.slice(0, 1),
      chainId: bed.chainA.chainId,
      storage: { ...storage, getItem: () => '{not json' },
    })
    expect(await broken.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  describe('tabs: two tabs of one site act as one wallet', () => {
    /**
     * Two tabs as a browser runs them: one localStorage, one window each; a write that changes a value fires
     * `storage` on the other window a task later.
     */
    const twoTabs = () => {
      const saved = new Map<string, string>()
      const windows = [new EventTarget(), new EventTarget()] as const
      const writes: string[][] = [[], []]
      // Storage events on their way to the other tab; `delivered()` resolves once each has been dispatched.
      const inTransit = new Set<Promise<void>>()
      const storageOf = (index: 0 | 1) => {
        const tell = (key: string, newValue: string | null) => {
          writes[index]?.push(key)
          const sent = new Promise<void>((resolve) =>
            setTimeout(() => {
              windows[index === 0 ? 1 : 0].dispatchEvent(
                Object.assign(new Event('storage'), { key, newValue }),
              )
              resolve()
            }, 0),
          )
          inTransit.add(sent)
          void sent.then(() => inTransit.delete(sent))
        }
        return {
          getItem: (key: string) => saved.get(key) ?? null,
          setItem: (key: string, value: string) => {
            if (saved.get(key) === value) return
            saved.set(key, value)
            tell(key, value)
          },
          removeItem: (key: string) => {
            if (!saved.delete(key)) return
            tell(key, null)
          },
        }
      }
      const tab = (index: 0 | 1) => {
        const wallet = createDevWallet({
          rpcUrls: { [bed.chainA.chainId]: bed.chainA.rpcUrl, [bed.chainB.chainId]: bed.chainB.rpcUrl },
          privateKeys: ANVIL_PRIVATE_KEYS.slice(0, 2),
          chainId: bed.chainA.chainId,
          storage: storageOf(index),
          tabs: windows[index],
        })
        const events: unknown[] = []
        wallet.provider.on('accountsChanged', (accounts) => events.push({ accountsChanged: accounts }))
        wallet.provider.on('chainChanged', (id) => events.push({ chainChanged: id }))
        return { wallet, events, writes: writes[index] ?? [] }
      }
      const delivered = async () => {
        while (inTransit.size > 0) await Promise.all(inTransit)
      }
      return { a: tab(0), b: tab(1), delivered, windows }
    }
    const FIRST = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const SECOND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

    it('a grant in one tab is a grant in the other: eth_accounts answers there without a prompt, and accountsChanged fires', async () => {
      const { a, b, delivered } = twoTabs()
      await a.wallet.provider.request({ method: 'eth_requestAccounts' })
      await delivered()
      expect(b.events).toEqual([{ accountsChanged: [FIRST, SECOND] }])
      expect(await b.wallet.provider.request({ method: 'eth_accounts' })).toEqual([FIRST, SECOND])
      expect(b.wallet.requests.map((request) => request.method)).toEqual(['eth_accounts'])
    })

    it('a chain switch in one tab moves the other: chainChanged fires and eth_chainId answers the new chain', async () => {
      const { a, b, delivered } = twoTabs()
      await a.wallet.provider.request({ method: 'eth_requestAccounts' })
      await delivered()
      await a.wallet.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a6a' }],
      })
      await delivered()
      expect(b.events.at(-1)).toEqual({ chainChanged: '0x7a6a' })
      expect(b.wallet.chainId).toBe(bed.chainB.chainId)
      expect(await b.wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    })

    it('an account picked in one tab is selected in the other', async () => {
      const { a, b, delivered } = twoTabs()
      await a.wallet.provider.request({ method: 'eth_requestAccounts' })
      await delivered()
      a.wallet.selectAccount(1)
      await delivered()
      expect(b.events.at(-1)).toEqual({ accountsChanged: [SECOND, FIRST] })
      expect(await b.wallet.provider.request({ method: 'eth_accounts' })).toEqual([SECOND, FIRST])
    })

    it('a revoke in one tab empties the accounts in the other (accountsChanged [])', async () => {
      const { a, b, delivered } = twoTabs()
      await a.wallet.provider.request({ method: 'eth_requestAccounts' })
      await delivered()
      await a.wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      await delivered()
      expect(b.events.at(-1)).toEqual({ accountsChanged: [] })
      expect(await b.wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    })

    it('the following tab writes nothing back (no ping-pong), and close() stops following', async () => {
      const { a, b, delivered } = twoTabs()
      await a.wallet.provider.request({ method: 'eth_requestAccounts' })
      await a.wallet.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a6a' }],
      })
      a.wallet.selectAccount(1)
      await delivered()
      expect(b.writes).toEqual([])
      expect(a.events).toEqual([{ chainChanged: '0x7a6a' }, { accountsChanged: [SECOND, FIRST] }])
      b.wallet.close()
      await a.wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      await delivered()
      expect(b.events.at(-1)).toEqual({ accountsChanged: [SECOND, FIRST] })
    })

    it('a reload keeps the selected account', async () => {
      const saved = new Map<string, string>()
      const storage = {
        getItem: (key: string) => saved.get(key) ?? null,
        setItem: (key: string, value: string) => void saved.set(key, value),
        removeItem: (key: string) => void saved.delete(key),
      }
      const options = {
        rpcUrls: { [bed.chainA.chainId]: bed.chainA.rpcUrl },
        privateKeys: ANVIL_PRIVATE_KEYS.slice(0, 2),
        chainId: bed.chainA.chainId,
        storage,
      }
      const first = createDevWallet(options)
      await first.provider.request({ method: 'eth_requestAccounts' })
      first.selectAccount(1)
      expect(await createDevWallet(options).provider.request({ method: 'eth_accounts' })).toEqual([
        SECOND,
        FIRST,
      ])
    })
  })
})
