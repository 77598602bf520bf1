import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch'
import { RequestAlreadyPendingError } from '../errors/catalogue'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { attemptSwitchNetwork } from './attemptSwitchNetwork'
import { connect } from './connect'

const { mainnet, optimism } = testNetworks

// What MetaMask answers to eth_requestAccounts while its prompt for an earlier one is still open.
const METAMASK_ALREADY_PENDING = {
  code: -32002,
  message:
    "Request of type 'wallet_requestPermissions' already pending for origin https://dapp.example. Please wait.",
}
const wallet = { namespace: 'eip155', connectorId: 'test-wallet' } as const

function setup() {
  const adapter = createTestAdapter()
  const client = createLatch({
    projectId: 'test',
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage: createMemoryStorage(),
  })
  const walletRequests = (method: string) => adapter.calls.filter((call) => call.method === method).length
  return { client, adapter, walletRequests }
}

describe('switch-network attempts in core state (issue 10)', () => {
  it('behavior: -32002 on a switch is recorded; a retry while the switch is open sends no second request', async () => {
    const { client, adapter, walletRequests } = setup()
    await connect(client, wallet)
    adapter.failNext(METAMASK_ALREADY_PENDING)
    await attemptSwitchNetwork(client, { networkId: optimism.id })
    expect(client.getState().attempts.switchNetwork).toMatchObject({ networkId: optimism.id, phase: 'error' })
    expect(client.getState().attempts.switchNetwork?.error).toBeInstanceOf(RequestAlreadyPendingError)
    await attemptSwitchNetwork(client, { networkId: optimism.id })
    expect(walletRequests('switchNetwork')).toBe(1)
    expect(client.getState().attempts.switchNetwork?.error).toBeInstanceOf(RequestAlreadyPendingError)
    adapter.setNetwork(optimism.id) // the visitor approved the earlier switch in the wallet
    await attemptSwitchNetwork(client, { networkId: optimism.id })
    expect(walletRequests('switchNetwork')).toBe(1)
    expect(client.getState().attempts.switchNetwork?.phase).toBe('success')
    expect(client.getState().networks.eip155?.caipNetwork?.id).toBe(optimism.id)
  })

  it('behavior: retries while the first switch is pending share it', async () => {
    const { client, adapter, walletRequests } = setup()
    await connect(client, wallet)
    const prompt = adapter.holdNext()
    const first = attemptSwitchNetwork(client, { networkId: optimism.id })
    const retry = attemptSwitchNetwork(client, { networkId: optimism.id })
    prompt.approve()
    await Promise.all([first, retry])
    expect(walletRequests('switchNetwork')).toBe(1)
    expect(client.getState().attempts.switchNetwork?.phase).toBe('success')
  })
})
