import { describe, expect, it } from 'vitest'
import { type OpenViewInput, resolveOpenView } from './resolveOpenView'

const base: OpenViewInput = {
  hasAddress: false,
  adapterCount: 1,
  manualWalletConnectControl: false,
  walletConnectAvailable: true,
  isMobile: false,
  activeNamespace: 'eip155',
}

describe('resolveOpenView (spec §2 opening rules)', () => {
  it('default: a visitor without an address sees Connect', () => {
    expect(resolveOpenView(base)).toEqual({ view: 'Connect', params: {} })
  })

  it('behavior: a connected visitor sees Account', () => {
    expect(resolveOpenView({ ...base, hasAddress: true }).view).toBe('Account')
  })

  it('parameters: an explicitly requested view is shown, with its params', () => {
    expect(resolveOpenView({ ...base, requestedView: 'Networks', params: { namespace: 'solana' } })).toEqual({
      view: 'Networks',
      params: { namespace: 'solana' },
    })
  })

  it('behavior: manual WalletConnect control opens the basic WalletConnect view on desktop, AllWallets on mobile', () => {
    expect(resolveOpenView({ ...base, manualWalletConnectControl: true }).view).toBe(
      'ConnectingWalletConnectBasic',
    )
    expect(resolveOpenView({ ...base, manualWalletConnectControl: true, isMobile: true }).view).toBe(
      'AllWallets',
    )
  })

  it('behavior: no adapters and no address behaves like manual WalletConnect control, even over a requested view', () => {
    expect(resolveOpenView({ ...base, adapterCount: 0, requestedView: 'Account' }).view).toBe(
      'ConnectingWalletConnectBasic',
    )
    expect(resolveOpenView({ ...base, adapterCount: 0, hasAddress: true }).view).toBe('Account')
  })

  it('behavior: without an available WalletConnect view the basic view is never opened (AllWallets instead)', () => {
    const noWalletConnect = { ...base, walletConnectAvailable: false }
    expect(resolveOpenView({ ...noWalletConnect, manualWalletConnectControl: true }).view).toBe('AllWallets')
    expect(resolveOpenView({ ...noWalletConnect, adapterCount: 0 }).view).toBe('AllWallets')
  })

  it('behavior: opening for another namespace while connected asks to switch the active chain', () => {
    expect(resolveOpenView({ ...base, hasAddress: true, requestedNamespace: 'solana' })).toEqual({
      view: 'SwitchActiveChain',
      params: { namespace: 'solana' },
    })
  })

  it('behavior: opening for the active namespace is a plain open', () => {
    expect(resolveOpenView({ ...base, hasAddress: true, requestedNamespace: 'eip155' }).view).toBe('Account')
  })
})
