import { open, setThemeVariables, showToast } from '@latch/core/actions'
import { act, render, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import { LatchProvider } from '../provider/LatchProvider'
import { connectTestWallet, createTestClient } from '../test/renderLatch'
import { useDisconnect } from './useDisconnect'
import { useLatch } from './useLatch'
import { useLatchAccount } from './useLatchAccount'
import { MISSING_PROVIDER_MESSAGE } from './useLatchContext'
import { useLatchEvents } from './useLatchEvents'
import { useLatchNetwork } from './useLatchNetwork'
import { useLatchProvider } from './useLatchProvider'
import { useLatchSelector } from './useLatchSelector'
import { useLatchState } from './useLatchState'
import { useLatchTheme } from './useLatchTheme'
import { useWalletInfo } from './useWalletInfo'

const probeRenders = { count: 0 }
function Probe() {
  probeRenders.count += 1
  const open = useLatchSelector((state) => state.modal.open)
  return <span>{String(open)}</span>
}

function setup() {
  const { client, adapter } = createTestClient()
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <LatchProvider client={client}>{children}</LatchProvider>
  )
  return { client, adapter, wrapper }
}

describe('hooks', () => {
  test('behavior: outside the provider a clear error names the fix', () => {
    expect(() => renderHook(() => useLatch())).toThrow(MISSING_PROVIDER_MESSAGE)
    expect(MISSING_PROVIDER_MESSAGE).toBe(
      'Latch hooks and components must be used inside <LatchProvider client={createLatch(...)}>.',
    )
  })

  test('default: useLatch opens at a view, useLatchState follows', async () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => ({ modal: useLatch(), state: useLatchState() }), { wrapper })
    expect(result.current.state).toEqual({
      open: false,
      view: 'Connect',
      activeChain: 'eip155',
      selectedNetworkId: 'eip155:1',
    })
    await act(() => result.current.modal.open({ view: 'Networks' }))
    expect(result.current.state.open).toBe(true)
    expect(result.current.state.view).toBe('Networks')
    act(() => result.current.modal.close())
    expect(result.current.state.open).toBe(false)
  })

  test('default: account, network, wallet info and events follow a connection; disconnect', async () => {
    const { client, wrapper } = setup()
    const { result } = renderHook(
      () => ({
        account: useLatchAccount(),
        solana: useLatchAccount({ namespace: 'solana' }),
        network: useLatchNetwork(),
        wallet: useWalletInfo(),
        events: useLatchEvents(),
        disconnect: useDisconnect(),
        provider: useLatchProvider('eip155'),
      }),
      { wrapper },
    )
    expect(result.current.account.isConnected).toBe(false)
    expect(result.current.events).toBeUndefined()
    await connectTestWallet(client)
    expect(result.current.account).toMatchObject({
      isConnected: true,
      status: 'connected',
      address: '0x1111111111111111111111111111111111111111',
      caipAddress: 'eip155:1:0x1111111111111111111111111111111111111111',
      accountType: 'eoa',
      isSmartAccountDeployed: false,
    })
    expect(result.current.account.allAccounts).toEqual([
      { address: 'eip155:1:0x1111111111111111111111111111111111111111', type: 'eoa' },
    ])
    expect(result.current.solana.isConnected).toBe(false)
    expect(result.current.wallet.walletInfo?.name).toBe('Test Wallet')
    expect(result.current.events?.data).toEqual({
      type: 'CONNECT_SUCCESS',
      namespace: 'eip155',
      connectorId: 'test-wallet',
    })
    // The test adapter exposes no raw provider: the hook says so rather than inventing one.
    expect(result.current.provider).toEqual({ walletProvider: undefined, walletProviderType: undefined })
    await act(() => result.current.network.switchNetwork('eip155:10'))
    expect(result.current.network).toMatchObject({ caipNetworkId: 'eip155:10', chainId: '10' })
    await act(() => result.current.disconnect.disconnect())
    expect(result.current.account.isConnected).toBe(false)
    expect(result.current.events?.data.type).toBe('DISCONNECT_SUCCESS')
  })

  test('default: theme mode and variables', () => {
    const { wrapper } = setup()
    const { result } = renderHook(() => useLatchTheme(), { wrapper })
    expect(result.current.themeMode).toBe('light')
    act(() => result.current.setThemeMode('dark'))
    expect(result.current.resolvedMode).toBe('dark')
    act(() => result.current.setThemeVariables({ '--latch-accent': '#123456' }))
    expect(result.current.themeVariables).toEqual({ '--latch-accent': '#123456' })
  })

  test('behavior: a selector re-renders only when its slice changes', async () => {
    const { client, wrapper } = setup()
    probeRenders.count = 0
    render(<Probe />, { wrapper })
    const before = probeRenders.count
    act(() => setThemeVariables(client, { '--latch-accent': '#000' }))
    act(() => showToast(client, { id: 'X', variant: 'info', message: 'x' }))
    expect(probeRenders.count).toBe(before)
    await act(() => open(client))
    await waitFor(() => expect(probeRenders.count).toBe(before + 1))
  })
})
