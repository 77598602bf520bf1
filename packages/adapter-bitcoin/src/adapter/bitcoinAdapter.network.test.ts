import type { AdapterEvent } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { walletAndAdapter } from '../../test/testContext'
import { bitcoinMainnet, bitcoinRegtest, bitcoinTestnet4 } from '../networks/bitcoinNetworks'

const REGTEST = bitcoinRegtest.id
const TESTNET4 = bitcoinTestnet4.id
const addressesOf = (accounts: readonly { address: string }[]) => accounts.map((account) => account.address)

describe('bitcoinAdapter: networks', () => {
  it('switchNetwork: a wallet with wallet_changeNetwork switches, and the accounts are its tb1 addresses', async () => {
    const { adapter, wallet, events, connectorId } = walletAndAdapter({ seed: 'switch' })
    await adapter.connect({ connectorId, networkId: REGTEST })
    const connection = await adapter.switchNetwork?.({ connectorId, networkId: TESTNET4 })
    expect(wallet.network).toBe('Testnet4')
    // The wallet's networkChange for this very switch is the call's answer, not a second change.
    expect(events).toEqual([])
    expect(connection?.networkId).toBe(TESTNET4)
    expect(addressesOf(connection?.accounts ?? [])).toEqual(
      wallet.addresses.map((entry) => `${TESTNET4}:${entry.address}`),
    )
    expect(addressesOf(connection?.accounts ?? [])[0]).toMatch(
      /^bip122:00000000da84f2bafbbc53dee25a72ae:tb1q/,
    )
  })

  it('switchNetwork declined in the wallet: UserRejectedError, nothing changes', async () => {
    const { adapter, wallet, connectorId } = walletAndAdapter({ seed: 'switch-declined' })
    await adapter.connect({ connectorId, networkId: REGTEST })
    wallet.rejectNext()
    await expect(adapter.switchNetwork?.({ connectorId, networkId: TESTNET4 })).rejects.toThrowError(
      'User rejected the request',
    )
    expect(wallet.network).toBe('Regtest')
  })

  it('selectNetwork: the dapp picks the network, the same scripts re-encoded (bcrt1 → bc1), no wallet call', async () => {
    const { adapter, wallet, connectorId } = walletAndAdapter({ seed: 'select', canChangeNetwork: false })
    const first = await adapter.connect({ connectorId, networkId: REGTEST })
    const before = wallet.requests.length
    const selected = await adapter.selectNetwork?.({ connectorId, networkId: bitcoinMainnet.id })
    expect(wallet.requests.length).toBe(before)
    expect(selected?.networkId).toBe(bitcoinMainnet.id)
    const [payment, ordinals] = addressesOf(selected?.accounts ?? [])
    expect(payment).toMatch(/^bip122:000000000019d6689c085ae165831e93:bc1q/)
    expect(ordinals).toMatch(/^bip122:000000000019d6689c085ae165831e93:bc1p/)
    // Same witness program: only the prefix and checksum differ.
    const program = (address: string) =>
      address
        .split(':')[2]
        ?.replace(/^(bc|bcrt)1/, '')
        .slice(0, -6)
    expect(program(payment ?? '')).toBe(program(addressesOf(first.accounts)[0] ?? ''))
  })

  it('switchNetwork on a wallet that lists no wallet_changeNetwork selects without asking it', async () => {
    const { adapter, wallet, connectorId } = walletAndAdapter({ seed: 'no-switch', canChangeNetwork: false })
    await adapter.connect({ connectorId, networkId: REGTEST })
    const connection = await adapter.switchNetwork?.({ connectorId, networkId: TESTNET4 })
    expect(wallet.requests.map((request) => request.method)).toEqual(['wallet_connect'])
    expect(addressesOf(connection?.accounts ?? [])[0]).toMatch(/:tb1q/)
  })

  it('connect on the network the dapp chose: the wallet is asked for it', async () => {
    const { adapter, wallet, connectorId } = walletAndAdapter({ seed: 'connect-network', network: 'Mainnet' })
    const connection = await adapter.connect({ connectorId, networkId: TESTNET4 })
    expect(wallet.network).toBe('Testnet4')
    expect(addressesOf(connection.accounts)[0]).toMatch(/:tb1q/)
  })
})

describe('bitcoinAdapter: wallet events', () => {
  it('follows an account change', async () => {
    const { adapter, wallet, events, connectorId } = walletAndAdapter({ seed: 'events-account' })
    await adapter.connect({ connectorId, networkId: REGTEST })
    const next = wallet.switchAccount('events-account-2')
    await expect.poll(() => events.length).toBe(1)
    expect(events).toEqual<AdapterEvent[]>([
      {
        type: 'accountsChanged',
        connectorId,
        accounts: next.map((entry) => ({
          address: `${REGTEST}:${entry.address}`,
          type: 'eoa',
          purpose: entry.purpose,
          publicKey: entry.publicKey,
        })),
      },
    ])
  })

  it('follows a network change made in the wallet, with the accounts of the new network', async () => {
    const { adapter, wallet, events, connectorId } = walletAndAdapter({ seed: 'events-network' })
    await adapter.connect({ connectorId, networkId: REGTEST })
    wallet.moveToNetwork('Testnet4')
    await expect.poll(() => events.length).toBe(1)
    expect(events[0]).toMatchObject({ type: 'networkChanged', connectorId, networkId: TESTNET4 })
    const accounts = (events[0] as { accounts: { address: string; purpose: string }[] }).accounts
    expect(accounts.map((account) => [account.purpose, account.address])).toEqual(
      wallet.addresses.map((entry) => [entry.purpose, `${TESTNET4}:${entry.address}`]),
    )
  })

  it('a disconnect in the wallet disconnects the namespace', async () => {
    const { adapter, wallet, events, connectorId } = walletAndAdapter({ seed: 'events-disconnect' })
    await adapter.connect({ connectorId, networkId: REGTEST })
    wallet.disconnectFromWallet()
    await expect.poll(() => events).toEqual([{ type: 'disconnected', connectorId }])
    await expect(
      adapter.signMessage({ address: `${REGTEST}:${wallet.addresses[0]?.address}`, message: 'x' }),
    ).rejects.toThrowError('Namespace or address not found')
  })
})
