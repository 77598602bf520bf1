import {
  encodeSecp256k1Pubkey,
  pubkeyToAddress,
  rawEthSecp256k1PubkeyToRawAddress,
  Secp256k1HdWallet,
} from '@cosmjs/amino'
import { Bip39, EnglishMnemonic, Secp256k1, Slip10, Slip10Curve, sha256, stringToPath } from '@cosmjs/crypto'
import { fromBech32, toBase64, toBech32 } from '@cosmjs/encoding'
import { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { beforeAll, describe, expect, it } from 'vitest'
import type { KeplrKey } from '../wallets/keplrInterface'
import { toConnectedAccount } from './toConnectedAccount'

// Every form a Cosmos wallet or cosmjs hands an account in (issue 30 item 4, RELIABILITY #7), each with keys made by
// cosmjs (`DirectSecp256k1HdWallet`, `Secp256k1HdWallet`, and an Ethermint key derived as Keplr derives it, on
// coin type 60), in the shape Keplr-interface wallets' `getKey` answers. The README lists the forms.

const HUB = { id: 'cosmos:cosmoshub-4', prefix: 'cosmos' } as const
const INJECTIVE = { id: 'cosmos:injective-1', prefix: 'inj' } as const
const EVMOS = { id: 'cosmos:evmos_9001-2', prefix: 'evmos' } as const
const LIMIT = 1023

/** What Keplr's getKey answers for a cosmjs account. */
const keplrKey = (account: { address: string; algo: string; pubkey: Uint8Array }): KeplrKey => ({
  name: 'cosmjs account',
  algo: account.algo,
  pubKey: account.pubkey,
  address: fromBech32(account.address, LIMIT).data,
  bech32Address: account.address,
})
const onNetwork = (network: { id: string; prefix: string }, key: unknown) =>
  toConnectedAccount(network.id as `${string}:${string}`, network.prefix, key)

let direct: { address: string; algo: string; pubkey: Uint8Array }
let ethermint: { compressed: Uint8Array; uncompressed: Uint8Array; data: Uint8Array }
beforeAll(async () => {
  const wallet = await DirectSecp256k1HdWallet.generate(12)
  ;[direct] = (await wallet.getAccounts()) as [typeof direct]
  // An Ethermint account as Keplr derives it: BIP-44 coin type 60, secp256k1; Keplr reports the compressed key.
  const seed = await Bip39.mnemonicToSeed(new EnglishMnemonic(wallet.mnemonic))
  const { privkey } = Slip10.derivePath(Slip10Curve.Secp256k1, seed, stringToPath("m/44'/60'/0'/0/0"))
  const { pubkey } = await Secp256k1.makeKeypair(privkey)
  const compressed = Secp256k1.compressPubkey(pubkey)
  ethermint = { compressed, uncompressed: pubkey, data: rawEthSecp256k1PubkeyToRawAddress(compressed) }
})

describe('toConnectedAccount: the account forms Cosmos wallets use (RELIABILITY #7)', () => {
  it('form: Keplr getKey of a DirectSecp256k1HdWallet key (secp256k1, compressed pubKey, address bytes)', async () => {
    expect(await onNetwork(HUB, keplrKey(direct))).toEqual({
      address: `${HUB.id}:${direct.address}`,
      type: 'eoa',
      publicKey: toBase64(direct.pubkey),
    })
    expect(direct.address).toBe(pubkeyToAddress(encodeSecp256k1Pubkey(direct.pubkey), 'cosmos'))
  })

  it('form: a Secp256k1HdWallet (amino) key on Osmosis, under the osmo prefix', async () => {
    const wallet = await Secp256k1HdWallet.generate(24, { prefix: 'osmo' })
    const [account] = await wallet.getAccounts()
    if (!account) throw new Error('no account')
    const connected = await onNetwork({ id: 'cosmos:osmosis-1', prefix: 'osmo' }, keplrKey(account))
    expect(connected.address).toBe(`cosmos:osmosis-1:${account.address}`)
    expect(account.address).toMatch(/^osmo1/)
  })

  it.each(['osmo', 'juno', 'celestia', 'stars', 'akash'])(
    "form: the same key's %s1… address is re-encoded under the network's prefix",
    async (prefix) => {
      const wallet = await DirectSecp256k1HdWallet.fromMnemonic(
        (await DirectSecp256k1HdWallet.generate(12)).mnemonic,
        { prefix },
      )
      const [account] = await wallet.getAccounts()
      if (!account) throw new Error('no account')
      expect(account.address.startsWith(`${prefix}1`)).toBe(true)
      const connected = await onNetwork(HUB, keplrKey(account))
      expect(connected.address).toBe(
        `${HUB.id}:${pubkeyToAddress(encodeSecp256k1Pubkey(account.pubkey), 'cosmos')}`,
      )
      expect(connected.publicKey).toBe(toBase64(account.pubkey))
    },
  )

  it('form: an all-upper-case bech32 address (QR code) is lowered', async () => {
    const key = { ...keplrKey(direct), bech32Address: direct.address.toUpperCase() }
    expect((await onNetwork(HUB, key)).address).toBe(`${HUB.id}:${direct.address}`)
  })

  it('form: a 32-byte account (interchain or module account, ADR-028) with no key of its own', async () => {
    const data = sha256(new TextEncoder().encode('icacontroller-cosmos1 connection-0'))
    const account = toBech32('osmo', data, LIMIT)
    expect(
      await onNetwork(HUB, { bech32Address: account, algo: 'secp256k1', pubKey: direct.pubkey }),
    ).toEqual({
      address: `${HUB.id}:${toBech32('cosmos', data, LIMIT)}`,
      type: 'eoa',
    })
  })

  it('form: an Injective account (algo ethsecp256k1, compressed key as Keplr gives it): keccak of the uncompressed key', async () => {
    const bech32Address = toBech32('inj', ethermint.data, LIMIT)
    const key = { algo: 'ethsecp256k1', pubKey: ethermint.compressed, address: ethermint.data, bech32Address }
    expect(await onNetwork(INJECTIVE, key)).toEqual({
      address: `${INJECTIVE.id}:${bech32Address}`,
      type: 'eoa',
      publicKey: toBase64(ethermint.compressed),
    })
  })

  it('form: an Evmos account (algo eth_secp256k1, cosmjs naming) with the uncompressed 65-byte key', async () => {
    const bech32Address = toBech32('evmos', ethermint.data, LIMIT)
    const key = {
      algo: 'eth_secp256k1',
      pubKey: ethermint.uncompressed,
      address: ethermint.data,
      bech32Address,
    }
    expect((await onNetwork(EVMOS, key)).address).toBe(`${EVMOS.id}:${bech32Address}`)
  })

  it('form: the public key as base64 text, as WalletConnect cosmos_getAccounts gives it', async () => {
    const key = { bech32Address: direct.address, algo: 'secp256k1', pubKey: toBase64(direct.pubkey) }
    expect((await onNetwork(HUB, key)).publicKey).toBe(toBase64(direct.pubkey))
  })

  it('form: the address only (a WalletConnect session without cosmos_getAccounts)', async () => {
    const key = {
      bech32Address: direct.address,
      algo: 'secp256k1',
      pubKey: new Uint8Array(),
      address: new Uint8Array(),
    }
    expect(await onNetwork(HUB, key)).toEqual({ address: `${HUB.id}:${direct.address}`, type: 'eoa' })
  })

  it('form: a cosmjs AccountData-style entry (address as bech32 text, no algorithm)', async () => {
    const key = { bech32Address: direct.address, address: direct.address, pubKey: direct.pubkey }
    expect((await onNetwork(HUB, key)).publicKey).toBe(toBase64(direct.pubkey))
  })

  it('form: a key of an algorithm not known here (sr25519) keeps the account, not the key', async () => {
    const key = { ...keplrKey(direct), algo: 'sr25519' }
    expect(await onNetwork(HUB, key)).toEqual({ address: `${HUB.id}:${direct.address}`, type: 'eoa' })
  })
})

describe('toConnectedAccount: what is not the account is refused (RELIABILITY #7)', () => {
  const refused = (details: string) =>
    expect.objectContaining({
      name: 'InvalidAddressError',
      message: 'The address is not valid for this network',
      details,
    })

  it('behavior: the pubKey of another cosmjs key is InvalidAddressError', async () => {
    const [other] = await (await DirectSecp256k1HdWallet.generate(12)).getAccounts()
    const key = { ...keplrKey(direct), pubKey: other?.pubkey }
    await expect(onNetwork(HUB, key)).rejects.toThrowError(
      refused(`${direct.address}: the wallet's secp256k1 public key is not this account's`),
    )
  })

  it('behavior: an Ethermint key reported as plain secp256k1 is InvalidAddressError (the address is keccak, not RIPEMD)', async () => {
    const bech32Address = toBech32('inj', ethermint.data, LIMIT)
    const key = { algo: 'secp256k1', pubKey: ethermint.compressed, address: ethermint.data, bech32Address }
    await expect(onNetwork(INJECTIVE, key)).rejects.toThrowError(
      refused(`${bech32Address}: the wallet's secp256k1 public key is not this account's`),
    )
  })

  it('behavior: address bytes that are not the bech32 data, and a validator operator address, are InvalidAddressError', async () => {
    await expect(onNetwork(HUB, { ...keplrKey(direct), address: new Uint8Array(20) })).rejects.toThrowError(
      refused(`${direct.address}: the wallet's address bytes do not match it`),
    )
    const valoper = toBech32('cosmosvaloper', fromBech32(direct.address, LIMIT).data, LIMIT)
    await expect(onNetwork(HUB, { ...keplrKey(direct), bech32Address: valoper })).rejects.toThrowError(
      refused(`${valoper}: not a bech32 account address (cosmos1…)`),
    )
  })
})
