import { describe, expect, it } from 'vitest'
import { createLogger } from '../services/logger/createLogger'
import { testNetworks } from '../testing/networks'
import { walletConnectProposal } from './walletConnectProposal'

const events = { methods: ['personal_sign'], events: ['accountsChanged'] }

describe('walletConnectProposal: a namespace part of the WalletConnect proposal', () => {
  it("default: every host network, the adapter's methods and events, and the host's RPC override before the network's own", () => {
    const { mainnet, optimism } = testNetworks
    const proposal = walletConnectProposal(
      {
        networks: [mainnet, optimism],
        customRpcUrls: { [optimism.id]: ['https://rpc.host.example/optimism'] },
        logger: createLogger({ debug: false }),
      },
      events,
    )
    expect(proposal).toEqual({
      chains: [mainnet.id, optimism.id],
      methods: ['personal_sign'],
      events: ['accountsChanged'],
      rpcMap: { [mainnet.id]: mainnet.rpcUrls[0], [optimism.id]: 'https://rpc.host.example/optimism' },
    })
  })

  it('behavior: before setup (no context) no chain is proposed', () => {
    expect(walletConnectProposal(undefined, events)).toEqual({ ...events, chains: [], rpcMap: {} })
  })
})
