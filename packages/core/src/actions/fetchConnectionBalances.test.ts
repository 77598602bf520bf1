import { describe, expect, it, vi } from 'vitest'
import type { Balance } from '../adapter/types'
import { createLatch } from '../client/createLatch'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { connect } from './connect'
import { fetchConnectionBalances } from './fetchConnectionBalances'
import { reconnect } from './reconnect'

const ALICE = '0x1111111111111111111111111111111111111111'
const BOB = '0x2222222222222222222222222222222222222222'
const CAROL = '0x3333333333333333333333333333333333333333'

const ether = (formatted: string): Balance => ({ value: '0', formatted, symbol: 'ETH', decimals: 18 })

/** An EVM adapter with three wallets; the chain knows Alice's and Bob's balances, Carol's read fails. */
function evmAdapter(asked: string[]) {
  const evm = createTestAdapter({
    connectors: ['alice', 'bob', 'carol'].map((name) => ({
      id: `${name}-wallet`,
      name,
      namespace: 'eip155' as const,
      type: 'announced' as const,
      installed: true,
    })),
    addressesByConnector: { 'alice-wallet': [ALICE], 'bob-wallet': [BOB], 'carol-wallet': [CAROL] },
  })
  const chain: Record<string, Balance> = { [ALICE]: ether('1.5'), [BOB]: ether('0.25') }
  return Object.assign(evm, {
    getBalance: async ({ address }: { address: string }) => {
      asked.push(address)
      const found = chain[address.split(':')[2] as string]
      if (!found) throw new Error('balance service down')
      return found
    },
  })
}

/** Alice's, Carol's and Bob's wallets connected in multi-wallet mode (Bob's active), then the page reloads. */
async function reloadedWithThreeWallets() {
  const storage = createMemoryStorage()
  const options = { networks: [testNetworks.mainnet], storage, remoteFeatures: { multiWallet: true } }
  const first = createLatch({ ...options, adapters: [evmAdapter([])] })
  for (const name of ['alice', 'carol', 'bob'])
    await connect(first, { namespace: 'eip155', connectorId: `${name}-wallet` })
  const asked: string[] = []
  const client = createLatch({ ...options, adapters: [evmAdapter(asked)] })
  await reconnect(client)
  return { client, asked }
}

describe('fetchConnectionBalances (multi-wallet, issue 41)', () => {
  it("behavior: after a reload, every kept connection's balance is read into `balances`, not only the active one's; a failed read is left out, with no toast", async () => {
    const { client } = await reloadedWithThreeWallets()
    await vi.waitFor(() => expect(client.getState().accounts.eip155?.balance).toBe('0.25'))
    expect(client.getState().balances[`eip155:1:${ALICE}`]).toBeUndefined()
    await fetchConnectionBalances(client, { namespace: 'eip155' })
    const balances = client.getState().balances
    expect(balances[`eip155:1:${ALICE}`]?.formatted).toBe('1.5')
    expect(balances[`eip155:1:${BOB}`]?.formatted).toBe('0.25')
    expect(balances[`eip155:1:${CAROL}`]).toBeUndefined()
    expect(client.getState().accounts.eip155?.address).toBe(BOB)
    expect(client.getState().notices.toast).toBeUndefined()
  })
})
