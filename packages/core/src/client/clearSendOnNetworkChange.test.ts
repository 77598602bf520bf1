import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect'
import { setActiveNamespace } from '../actions/setActiveNamespace'
import { setSendAmount } from '../actions/setSendAmount'
import { setSendReceiver } from '../actions/setSendReceiver'
import { setSendToken } from '../actions/setSendToken'
import { switchNetwork } from '../actions/switchNetwork'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { setupLatch, TEST_WALLET } from '../testing/testLatch.fixture'

const { mainnet, optimism, solana } = testNetworks
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function fillForm(client: ReturnType<typeof setupLatch>['client']) {
  setSendToken(client, { symbol: 'ETH', decimals: 18, quantity: '1.5' })
  setSendAmount(client, { amount: '1' })
  setSendReceiver(client, { address: RECEIVER })
}

describe('the send form follows the active network (issue 40)', () => {
  it('another namespace made active: the ETH form starts over, so its amount is never checked against SOL', async () => {
    const sol = createTestAdapter({
      namespace: 'solana',
      addresses: ['DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'],
    })
    const { client } = setupLatch({ networks: [mainnet, solana], adapters: [createTestAdapter(), sol] })
    await connect(client, TEST_WALLET)
    await connect(client, { namespace: 'solana', connectorId: TEST_WALLET.connectorId })
    setActiveNamespace(client, { namespace: 'eip155' })
    fillForm(client)
    setActiveNamespace(client, { namespace: 'solana' })
    expect(client.getState().send).toEqual({ tokenBalances: [], loading: false })
  })

  it('another network of the same namespace: the form starts over (ETH on one chain is not ETH on another)', async () => {
    const { client } = setupLatch({ networks: [mainnet, optimism] })
    await connect(client, TEST_WALLET)
    fillForm(client)
    await switchNetwork(client, { networkId: optimism.id })
    expect(client.getState().send.token).toBeUndefined()
    expect(client.getState().send.sendTokenAmount).toBeUndefined()
  })

  it('the same network: the form stays as the visitor left it', async () => {
    const { client } = setupLatch()
    await connect(client, TEST_WALLET)
    fillForm(client)
    setActiveNamespace(client, { namespace: 'eip155' })
    expect(client.getState().send).toMatchObject({ token: { symbol: 'ETH' }, sendTokenAmount: '1' })
  })
})
