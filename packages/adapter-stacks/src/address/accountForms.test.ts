import {
  NETWORK as BTC_MAINNET,
  TEST_NETWORK as BTC_TESTNET,
  p2pkh,
  p2sh,
  p2tr,
  p2wpkh,
} from '@scure/btc-signer'
import { pubECDSA, pubSchnorr, randomPrivateKeyBytes } from '@scure/btc-signer/utils.js'
import { AddressVersion } from '@stacks/network'
import {
  AddressHashMode,
  createMultiSigSpendingCondition,
  getAddressFromPrivateKey,
  getAddressFromPublicKey,
  privateKeyToPublic,
  randomPrivateKey,
} from '@stacks/transactions'
import { c32address } from 'c32check'
import { describe, expect, it } from 'vitest'
import { BITCOIN_MAINNET_ID, BITCOIN_TESTNET_ID } from '../networks/stacksNetworks'
import { toConnectedAccounts } from './toConnectedAccounts'

// Every form a Stacks wallet or the ecosystem's own libraries hand an account in (issue 30 item 4, RELIABILITY #7),
// each with keys made by @stacks/transactions and c32check (multi-sig addresses from a real spending condition), in
// the shapes Leather (`symbol`) and Xverse (`purpose`) answer `getAddresses` with. The README lists the forms.

const MAINNET = 'stacks:1'
const TESTNET = 'stacks:2147483648'

/** A fresh single-sig key as @stacks/transactions makes it (compressed), with its addresses on both networks. */
function singleSig() {
  const privateKey = randomPrivateKey()
  const publicKey = privateKeyToPublic(privateKey) as string
  return {
    publicKey,
    mainnet: getAddressFromPrivateKey(privateKey, 'mainnet'),
    testnet: getAddressFromPrivateKey(privateKey, 'testnet'),
  }
}

/** A 2-of-3 multi-sig account from three fresh keys, as @stacks/transactions hashes its spending condition. */
function multiSig() {
  const keys = [0, 1, 2].map(() => privateKeyToPublic(randomPrivateKey()) as string)
  const { signer } = createMultiSigSpendingCondition(AddressHashMode.P2SH, 2, keys, 0, 0)
  return {
    mainnet: c32address(AddressVersion.MainnetMultiSig, signer),
    testnet: c32address(AddressVersion.TestnetMultiSig, signer),
  }
}

const stacksAccount = (networkId: string, address: string, publicKey?: string) => ({
  address: `${networkId}:${address}`,
  type: 'eoa',
  purpose: 'stacks',
  ...(publicKey ? { publicKey } : {}),
})

describe('toConnectedAccounts: the Stacks account forms wallets use (RELIABILITY #7)', () => {
  it('form: a mainnet single-sig SP… address with its key (Xverse shape): SP… on mainnet, ST… on testnet', () => {
    const key = singleSig()
    const reported = [
      { address: key.mainnet, publicKey: key.publicKey, purpose: 'stacks', addressType: 'stacks' },
    ]
    expect(key.mainnet).toMatch(/^SP/)
    expect(toConnectedAccounts(reported, MAINNET)).toEqual([
      stacksAccount(MAINNET, key.mainnet, key.publicKey),
    ])
    expect(toConnectedAccounts(reported, TESTNET)).toEqual([
      stacksAccount(TESTNET, key.testnet, key.publicKey),
    ])
  })

  it('form: a testnet single-sig ST… address with its key (Leather shape): ST… on testnet, SP… on mainnet', () => {
    const key = singleSig()
    const reported = [{ symbol: 'STX', address: key.testnet, publicKey: key.publicKey }]
    expect(key.testnet).toMatch(/^ST/)
    expect(toConnectedAccounts(reported, TESTNET)).toEqual([
      stacksAccount(TESTNET, key.testnet, key.publicKey),
    ])
    expect(toConnectedAccounts(reported, MAINNET)).toEqual([
      stacksAccount(MAINNET, key.mainnet, key.publicKey),
    ])
  })

  it('form: a single-sig address without a key and without a role: its hash160 under the network version', () => {
    const key = singleSig()
    expect(toConnectedAccounts([{ address: key.mainnet }], TESTNET)).toEqual([
      stacksAccount(TESTNET, key.testnet),
    ])
  })

  it('form: a mainnet multi-sig SM… address (2-of-3 spending condition): SM… on mainnet, SN… on testnet', () => {
    const account = multiSig()
    expect(account.mainnet).toMatch(/^SM/)
    const reported = [{ address: account.mainnet, purpose: 'stacks' }]
    expect(toConnectedAccounts(reported, MAINNET)).toEqual([stacksAccount(MAINNET, account.mainnet)])
    expect(toConnectedAccounts(reported, TESTNET)).toEqual([stacksAccount(TESTNET, account.testnet)])
  })

  it('form: a testnet multi-sig SN… address: SN… on testnet, SM… on mainnet', () => {
    const account = multiSig()
    expect(account.testnet).toMatch(/^SN/)
    const reported = [{ address: account.testnet, symbol: 'STX' }]
    expect(toConnectedAccounts(reported, TESTNET)).toEqual([stacksAccount(TESTNET, account.testnet)])
    expect(toConnectedAccounts(reported, MAINNET)).toEqual([stacksAccount(MAINNET, account.mainnet)])
  })

  it('form: an uncompressed 65-byte public key (a key without the compression flag)', () => {
    const privateKey = randomPrivateKey().slice(0, 64)
    const publicKey = privateKeyToPublic(privateKey) as string
    expect(publicKey).toMatch(/^04[0-9a-f]{128}$/)
    const address = getAddressFromPublicKey(publicKey, 'mainnet')
    expect(toConnectedAccounts([{ address, publicKey, purpose: 'stacks' }], TESTNET)).toEqual([
      stacksAccount(TESTNET, getAddressFromPublicKey(publicKey, 'testnet'), publicKey),
    ])
  })

  it('form: the public key in upper-case hex is kept in lower case', () => {
    const key = singleSig()
    const reported = [{ address: key.mainnet, publicKey: key.publicKey.toUpperCase(), purpose: 'stacks' }]
    expect(toConnectedAccounts(reported, MAINNET)).toEqual([
      stacksAccount(MAINNET, key.mainnet, key.publicKey),
    ])
  })

  it('form: the Bitcoin addresses beside it keep their role and name their own network (P2WPKH, P2TR, P2PKH, P2SH-P2WPKH)', () => {
    const key = singleSig()
    const secret = randomPrivateKeyBytes()
    const ecdsa = pubECDSA(secret, true)
    const reported = [
      { symbol: 'STX', address: key.mainnet, publicKey: key.publicKey },
      { symbol: 'BTC', type: 'p2wpkh', address: p2wpkh(ecdsa, BTC_MAINNET).address },
      { purpose: 'ordinals', address: p2tr(pubSchnorr(secret), undefined, BTC_MAINNET).address },
      { purpose: 'payment', address: p2pkh(ecdsa, BTC_MAINNET).address },
      { purpose: 'payment', address: p2sh(p2wpkh(ecdsa, BTC_TESTNET), BTC_TESTNET).address },
    ]
    expect(
      toConnectedAccounts(reported, MAINNET).map(({ address, purpose }) => ({ address, purpose })),
    ).toEqual([
      { address: `${MAINNET}:${key.mainnet}`, purpose: 'stacks' },
      { address: `${BITCOIN_MAINNET_ID}:${reported[1]?.address}`, purpose: 'payment' },
      { address: `${BITCOIN_MAINNET_ID}:${reported[2]?.address}`, purpose: 'ordinals' },
      { address: `${BITCOIN_MAINNET_ID}:${reported[3]?.address}`, purpose: 'payment' },
      { address: `${BITCOIN_TESTNET_ID}:${reported[4]?.address}`, purpose: 'payment' },
    ])
  })
})

describe('toConnectedAccounts: what is not the account is refused (RELIABILITY #7)', () => {
  const refused = (details: string) =>
    expect.objectContaining({
      name: 'InvalidAddressError',
      message: 'The address is not valid for this network',
      details,
    })

  it('behavior: the public key of another @stacks/transactions key is InvalidAddressError', () => {
    const key = singleSig()
    const other = singleSig()
    expect(() =>
      toConnectedAccounts([{ address: key.mainnet, publicKey: other.publicKey, purpose: 'stacks' }], MAINNET),
    ).toThrowError(refused(`wallet account ${key.mainnet} does not match its public key`))
  })

  it('behavior: a Bitcoin address with a broken base58check checksum is InvalidAddressError', () => {
    const key = singleSig()
    const p2pkhAddress = p2pkh(pubECDSA(randomPrivateKeyBytes(), true), BTC_MAINNET).address as string
    const broken = `${p2pkhAddress.slice(0, -1)}${p2pkhAddress.endsWith('1') ? '2' : '1'}`
    expect(() =>
      toConnectedAccounts(
        [
          { symbol: 'STX', address: key.mainnet },
          { purpose: 'payment', address: broken },
        ],
        MAINNET,
      ),
    ).toThrowError(refused(`wallet Bitcoin address ${broken}`))
  })

  it.each([
    ['a c32 address of another version (S0…)', () => c32address(0, '00'.repeat(20))],
    ['a contract principal', () => `${singleSig().mainnet}.my-contract`],
    ['lower case', () => singleSig().mainnet.toLowerCase()],
  ])('behavior: %s is InvalidAddressError', (_, address) => {
    const value = address()
    expect(() => toConnectedAccounts([{ address: value, purpose: 'stacks' }], MAINNET)).toThrowError(
      refused(`wallet account ${value}`),
    )
  })
})
