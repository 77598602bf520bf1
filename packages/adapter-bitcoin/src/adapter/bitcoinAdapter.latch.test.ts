import { createLatchClient } from '@latch/core/client'
import { createMemoryStorage } from '@latch/core/testing'
import { createDevWallet } from '@latch/fixture-bitcoin/devWallet'
import { describe, expect, it } from 'vitest'
import { FUNDED } from '../../test/fundedSeeds'
import { esploraUrl } from '../../test/testContext'
import { bitcoinMainnet, bitcoinRegtest, bitcoinTestnet4 } from '../networks/bitcoinNetworks'
import { verifyBitcoinSignature } from '../siwx/verifyBitcoinSignature'
import { bitcoinAdapter } from './bitcoinAdapter'

const REGTEST = bitcoinRegtest.id

function client(options: Parameters<typeof createDevWallet>[0]) {
  const wallet = createDevWallet(options)
  const latch = createLatchClient({
    adapters: [
      bitcoinAdapter({ discover: false, providers: [{ info: wallet.info, provider: wallet.provider }] }),
    ],
    // Every network on the local server (nothing leaves 127.0.0.1); only regtest addresses have funds there.
    networks: [bitcoinRegtest, bitcoinTestnet4, bitcoinMainnet].map((network) => ({
      ...network,
      rpcUrls: [esploraUrl()],
    })),
    storage: createMemoryStorage(),
    // The balance read each connection starts runs on after its test; a warning it prints once the file's worker
    // is closing is an unhandled error for vitest. Errors still print.
    features: { debug: false },
  })
  return { wallet, latch }
}

describe('bitcoinAdapter inside createLatch (core flows)', () => {
  it('connect: the payment account is the one shown, both roles are kept, the balance comes from Esplora', async () => {
    const { wallet, latch } = client({ seed: FUNDED.seed })
    await latch.connect({ namespace: 'bip122', connectorId: wallet.info.id })
    await latch.fetchBalance('bip122')
    const [payment, ordinals] = wallet.addresses
    const account = latch.getState().accounts.bip122
    expect(account).toMatchObject({
      status: 'connected',
      address: payment?.address,
      caipAddress: `${REGTEST}:${payment?.address}`,
      balance: '1.500025',
      balanceSymbol: 'rBTC',
    })
    expect(account?.allAccounts.map((entry) => [entry.purpose, entry.address])).toEqual([
      ['payment', `${REGTEST}:${payment?.address}`],
      ['ordinals', `${REGTEST}:${ordinals?.address}`],
    ])
    const signature = await latch.signMessage({ message: 'core flow', namespace: 'bip122' })
    expect(
      await verifyBitcoinSignature({
        address: `${REGTEST}:${payment?.address}`,
        message: 'core flow',
        signature,
      }),
    ).toBe(true)
  })

  it('switchNetwork: the wallet switches and the account moves to its tb1 address', async () => {
    const { wallet, latch } = client({ seed: 'core-switch' })
    await latch.connect({ namespace: 'bip122', connectorId: wallet.info.id })
    await latch.switchNetwork(bitcoinTestnet4.id)
    expect(wallet.network).toBe('Testnet4')
    expect(latch.getState().accounts.bip122?.caipAddress).toBe(
      `${bitcoinTestnet4.id}:${wallet.addresses[0]?.address}`,
    )
    expect(latch.getState().networks.bip122?.caipNetwork?.id).toBe(bitcoinTestnet4.id)
  })

  it('a wallet that cannot switch: the dapp selects mainnet and the account is re-encoded bc1', async () => {
    const { wallet, latch } = client({ seed: 'core-select', canChangeNetwork: false })
    await latch.connect({ namespace: 'bip122', connectorId: wallet.info.id })
    await latch.switchNetwork(bitcoinMainnet.id)
    expect(wallet.network).toBe('Regtest')
    expect(latch.getState().accounts.bip122?.caipAddress).toMatch(
      /^bip122:000000000019d6689c085ae165831e93:bc1q/,
    )
  })

  it('the send flow is not offered on bip122', async () => {
    const { wallet, latch } = client({ seed: 'core-send' })
    await latch.connect({ namespace: 'bip122', connectorId: wallet.info.id })
    latch.setSendToken({ symbol: 'rBTC', decimals: 8 })
    latch.setSendAmount('0.1')
    latch.setSendReceiver(wallet.addresses[1]?.address ?? '')
    await expect(latch.send()).rejects.toMatchObject({ name: 'UnsupportedChainError' })
    expect(wallet.requests.map((request) => request.method)).toEqual(['wallet_connect'])
  })
})
