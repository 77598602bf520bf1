import { createCosmosDevWallet, DEV_COSMOS_MNEMONIC, DEV_WALLET_ICON } from '@latch/fixture-cosmos/devWallet'
import { describe, expect, it } from 'vitest'
import { installDevWallet, startAdapter, testWindow } from '../../test/testContext'

const bareWallet = () => createCosmosDevWallet({ mnemonic: DEV_COSMOS_MNEMONIC })

describe('cosmosAdapter: discovery of Keplr-interface wallets', () => {
  it('default: an announced wallet is listed with its own name and icon, installed', async () => {
    const window = testWindow()
    installDevWallet(window)
    const { adapter } = await startAdapter(window)
    expect(adapter.connectors()).toEqual([
      {
        id: 'latch-dev-cosmos',
        name: 'Latch Dev Wallet (Cosmos)',
        namespace: 'cosmos',
        type: 'announced',
        imageUrl: DEV_WALLET_ICON,
        installed: true,
      },
    ])
  })

  it('default: the well-known globals (window.keplr, window.leap, cosmostation.providers.keplr) are found', async () => {
    const window = testWindow()
    window.keplr = bareWallet().provider
    window.leap = bareWallet().provider
    window.cosmostation = { providers: { keplr: bareWallet().provider } }
    window.okxwallet = { keplr: { not: 'a wallet' } }
    const { adapter } = await startAdapter(window)
    expect(adapter.connectors().map(({ id, name, type }) => ({ id, name, type }))).toEqual([
      { id: 'leap', name: 'Leap Wallet', type: 'injected' },
      { id: 'cosmostation', name: 'Cosmostation', type: 'injected' },
      { id: 'keplr', name: 'Keplr', type: 'injected' },
    ])
    expect(adapter.getProvider?.('keplr')).toBe(window.keplr)
  })

  it('behavior: a wallet that also answers as window.keplr is listed once, under its own name', async () => {
    const window = testWindow()
    const leap = bareWallet().provider
    window.leap = leap
    window.keplr = leap
    const { adapter } = await startAdapter(window)
    expect(adapter.connectors().map((connector) => connector.id)).toEqual(['leap'])
  })

  it('behavior: a wallet injected after start appears at the page’s load event, with connectorsChanged', async () => {
    const window = testWindow()
    const { adapter, events } = await startAdapter(window)
    expect(adapter.connectors()).toEqual([])
    window.keplr = bareWallet().provider
    window.dispatchEvent(new Event('load'))
    expect(adapter.connectors().map((connector) => connector.id)).toEqual(['keplr'])
    expect(events).toEqual([{ type: 'connectorsChanged' }])
  })

  it('behavior: a wallet that announced before the adapter listened announces again when asked', async () => {
    const window = testWindow()
    const wallet = installDevWallet(window, { id: 'early-wallet', name: 'Early Wallet' })
    const { adapter } = await startAdapter(window)
    expect(adapter.connectors().map((connector) => connector.name)).toEqual(['Early Wallet'])
    expect(adapter.getProvider?.('early-wallet')).toBe(wallet.provider)
  })

  it('behavior: announcements without a Keplr-interface provider or a name are ignored', async () => {
    const window = testWindow()
    const { adapter } = await startAdapter(window)
    const announce = (detail: unknown) =>
      window.dispatchEvent(new CustomEvent('latch:cosmos:announceWallet', { detail }))
    announce({ info: { id: 'x', name: 'X' }, provider: { enable: 'nope' } })
    announce({ info: { id: 'y', name: '  ' }, provider: bareWallet().provider })
    announce(null)
    expect(adapter.connectors()).toEqual([])
  })

  it('parameters: discover false looks at nothing; host-given wallets are listed as external', async () => {
    const window = testWindow()
    installDevWallet(window)
    const provider = bareWallet().provider
    const { adapter } = await startAdapter(window, {
      discover: false,
      wallets: [{ id: 'embedded', name: 'Embedded', provider }],
    })
    expect(adapter.connectors()).toEqual([
      { id: 'embedded', name: 'Embedded', namespace: 'cosmos', type: 'external', installed: true },
    ])
  })
})
