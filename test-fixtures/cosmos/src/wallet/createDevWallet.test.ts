import { pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, fromBech32, toBase64, toUtf8 } from '@cosmjs/encoding'
import { describe, expect, it } from 'vitest'
import { makeAdr36SignDoc } from './adr36'
import { ANNOUNCE_WALLET_EVENT, createCosmosDevWallet, REQUEST_WALLET_EVENT } from './createDevWallet'
import { DEV_COSMOS_MNEMONIC } from './devMnemonic'
import type { KeplrChainInfo } from './keplrTypes'
import { COSMOS_DEV_WALLET_STORAGE_KEY } from './rememberGrant'

const memoryStorage = () => {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

const localChain: KeplrChainInfo = {
  rpc: 'http://127.0.0.1:1',
  rest: 'http://127.0.0.1:1',
  chainId: 'latch-local-1',
  chainName: 'Latch local',
  bip44: { coinType: 118 },
  bech32Config: {
    bech32PrefixAccAddr: 'cosmos',
    bech32PrefixAccPub: 'cosmospub',
    bech32PrefixValAddr: 'cosmosvaloper',
    bech32PrefixValPub: 'cosmosvaloperpub',
    bech32PrefixConsAddr: 'cosmosvalcons',
    bech32PrefixConsPub: 'cosmosvalconspub',
  },
  currencies: [{ coinDenom: 'STAKE', coinMinimalDenom: 'ustake', coinDecimals: 6 }],
  feeCurrencies: [{ coinDenom: 'STAKE', coinMinimalDenom: 'ustake', coinDecimals: 6 }],
}

describe('createCosmosDevWallet', () => {
  it('enable then getKey: one key, bech32-encoded per chain, whose public key hashes to the address', async () => {
    const wallet = createCosmosDevWallet({ mnemonic: DEV_COSMOS_MNEMONIC })
    await wallet.provider.enable(['cosmoshub-4', 'osmosis-1'])
    const hub = await wallet.provider.getKey('cosmoshub-4')
    const osmo = await wallet.provider.getKey('osmosis-1')
    expect(hub.bech32Address).toMatch(/^cosmos1[02-9ac-hj-np-z]{38}$/)
    expect(osmo.bech32Address).toMatch(/^osmo1[02-9ac-hj-np-z]{38}$/)
    expect(fromBech32(osmo.bech32Address, 1023).data).toEqual(fromBech32(hub.bech32Address, 1023).data)
    expect(hub.algo).toBe('secp256k1')
    expect(hub.pubKey).toHaveLength(33)
    expect(
      pubkeyToAddress({ type: 'tendermint/PubKeySecp256k1', value: toBase64(hub.pubKey) }, 'cosmos'),
    ).toBe(hub.bech32Address)
    expect(wallet.prompts).toEqual(['enable'])
  })

  it('signArbitrary: an ADR-36 amino signature that secp256k1 verifies over the canonical sign doc', async () => {
    const wallet = createCosmosDevWallet({ mnemonic: DEV_COSMOS_MNEMONIC })
    await wallet.provider.enable('cosmoshub-4')
    const { bech32Address, pubKey } = await wallet.provider.getKey('cosmoshub-4')
    const signed = await wallet.provider.signArbitrary('cosmoshub-4', bech32Address, 'hello <cosmos> & co')
    // The sign doc written out by hand from ADR-36 (sorted keys, <>& escaped), independent of makeSignDoc.
    const data = toBase64(toUtf8('hello <cosmos> & co'))
    const canonical = `{"account_number":"0","chain_id":"","fee":{"amount":[],"gas":"0"},"memo":"","msgs":[{"type":"sign/MsgSignData","value":{"data":"${data}","signer":"${bech32Address}"}}],"sequence":"0"}`
    const bytes = serializeSignDoc(makeAdr36SignDoc(bech32Address, 'hello <cosmos> & co'))
    expect(new TextDecoder().decode(bytes)).toBe(
      canonical.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026'),
    )
    const signature = Secp256k1Signature.fromFixedLength(fromBase64(signed.signature))
    expect(signed.pub_key).toEqual({ type: 'tendermint/PubKeySecp256k1', value: toBase64(pubKey) })
    expect(await Secp256k1.verifySignature(signature, sha256(bytes), pubKey)).toBe(true)
    const tampered = serializeSignDoc(makeAdr36SignDoc(bech32Address, 'hello <cosmos> & c0'))
    expect(await Secp256k1.verifySignature(signature, sha256(tampered), pubKey)).toBe(false)
  })

  it('rejectNext: the next prompt fails with Keplr’s "Request rejected", and the chain stays disabled', async () => {
    const wallet = createCosmosDevWallet({ mnemonic: DEV_COSMOS_MNEMONIC })
    wallet.rejectNext()
    await expect(wallet.provider.enable('cosmoshub-4')).rejects.toThrow(/^Request rejected$/)
    expect(wallet.enabledChains).toEqual([])
    await expect(wallet.provider.getKey('cosmoshub-4')).rejects.toThrow('not enabled')
  })

  it('an unknown chain: no chain info until suggested; the suggestion is a prompt and is remembered', async () => {
    const storage = memoryStorage()
    const wallet = createCosmosDevWallet({ mnemonic: DEV_COSMOS_MNEMONIC, storage })
    await expect(wallet.provider.enable('latch-local-1')).rejects.toThrow(
      'There is no chain info for latch-local-1',
    )
    await wallet.provider.experimentalSuggestChain(localChain)
    await wallet.provider.enable('latch-local-1')
    expect(wallet.prompts).toEqual(['experimentalSuggestChain', 'enable'])
    expect(JSON.parse(storage.getItem(COSMOS_DEV_WALLET_STORAGE_KEY) ?? '')).toMatchObject({
      enabled: ['latch-local-1'],
      suggested: [{ chainId: 'latch-local-1', bech32Prefix: 'cosmos' }],
    })
    // The next page load: the same grant, no prompt.
    const reloaded = createCosmosDevWallet({ mnemonic: DEV_COSMOS_MNEMONIC, storage })
    await reloaded.provider.enable('latch-local-1')
    expect((await reloaded.provider.getKey('latch-local-1')).bech32Address).toBe(
      await wallet.addressOn('latch-local-1'),
    )
    expect(reloaded.prompts).toEqual([])
  })

  it('signArbitrary refuses a signer that is not the wallet’s account on that chain', async () => {
    const wallet = createCosmosDevWallet({ mnemonic: DEV_COSMOS_MNEMONIC })
    await wallet.provider.enable(['cosmoshub-4', 'osmosis-1'])
    const osmo = await wallet.addressOn('osmosis-1')
    await expect(wallet.provider.signArbitrary('cosmoshub-4', osmo, 'hi')).rejects.toThrow('Unmatched signer')
  })

  it('install: injects the global, announces, re-announces on request; account switch and revoke fire the keystore event', async () => {
    const wallet = createCosmosDevWallet({ mnemonic: DEV_COSMOS_MNEMONIC })
    const target = new EventTarget()
    const announced: unknown[] = []
    target.addEventListener(ANNOUNCE_WALLET_EVENT, (event) => announced.push((event as CustomEvent).detail))
    const remove = wallet.install(target)
    expect((target as unknown as { latchDevCosmos: unknown }).latchDevCosmos).toBe(wallet.provider)
    target.dispatchEvent(new Event(REQUEST_WALLET_EVENT))
    expect(announced).toEqual([
      { info: wallet.info, provider: wallet.provider, keystoreEvent: 'latch_dev_cosmos_keystorechange' },
      { info: wallet.info, provider: wallet.provider, keystoreEvent: 'latch_dev_cosmos_keystorechange' },
    ])
    let changes = 0
    target.addEventListener(wallet.keystoreEvent, () => {
      changes += 1
    })
    await wallet.provider.enable('cosmoshub-4')
    const first = (await wallet.provider.getKey('cosmoshub-4')).bech32Address
    wallet.switchAccount(1)
    expect((await wallet.provider.getKey('cosmoshub-4')).bech32Address).not.toBe(first)
    wallet.revoke()
    expect(changes).toBe(2)
    await expect(wallet.provider.getKey('cosmoshub-4')).rejects.toThrow('not enabled')
    remove()
    expect('latchDevCosmos' in target).toBe(false)
  })

  it('getOfflineSigner: a cosmjs signer for the granted chain; its amino signature verifies with the key', async () => {
    const wallet = createCosmosDevWallet({ mnemonic: DEV_COSMOS_MNEMONIC })
    expect(() => wallet.provider.getOfflineSigner('osmosis-1')).toThrow('not enabled')
    await wallet.provider.enable('osmosis-1')
    const signer = wallet.provider.getOfflineSigner('osmosis-1')
    const [account] = await signer.getAccounts()
    expect(account?.address).toBe(await wallet.addressOn('osmosis-1'))
    const doc = makeAdr36SignDoc(account?.address ?? '', 'offline')
    const { signature } = await signer.signAmino(account?.address ?? '', doc)
    expect(
      await Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(fromBase64(signature.signature)),
        sha256(serializeSignDoc(doc)),
        account?.pubkey ?? new Uint8Array(),
      ),
    ).toBe(true)
    expect(wallet.prompts).toEqual(['enable', 'signAmino'])
  })
})
