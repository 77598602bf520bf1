import { describe, expect, it } from 'vitest'
import { createLogger } from '../services/logger/createLogger'
import { testNetworks } from '../testing/networks'
import type { WalletConnectSession } from './walletConnect'
import { walletConnectConnector } from './walletConnectConnector'
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

describe('walletConnectConnector: the connector a settled session lists', () => {
  it("default: id walletConnect, the wallet's own name, its icon only when it sent one", () => {
    const session = {
      peer: { name: 'Phone Wallet', icon: 'https://wallet.example/icon.png' },
    } as WalletConnectSession
    expect(walletConnectConnector(session, 'sui')).toEqual({
      id: 'walletConnect',
      name: 'Phone Wallet',
      namespace: 'sui',
      type: 'walletConnect',
      installed: true,
      imageUrl: 'https://wallet.example/icon.png',
    })
    const plain = { peer: { name: 'Plain' } } as WalletConnectSession
    expect(walletConnectConnector(plain, 'cosmos')).not.toHaveProperty('imageUrl')
  })
})
