import type { Connector } from '@latch/core'
import { createTestAdapter } from '@latch/core/testing'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, test } from 'vitest'
import { LatchProvider } from '../../provider/LatchProvider'
import { createTestClient } from '../../test/renderLatch'
import { useConnectMethods } from './useConnectMethods'

test('behavior: a wallet found by discovery does not render the methods again, an embedded login does (issue 39)', async () => {
  // Discovery starts as the visitor points at the connect button: a re-render of the whole Connect view for each
  // wallet it finds then fell in the click's frame.
  const connectors: Connector[] = [
    { id: 'test-wallet', name: 'Test Wallet', namespace: 'eip155', type: 'announced', installed: true },
  ]
  const adapter = createTestAdapter({ connectors })
  const { client } = createTestClient({ adapter, remoteFeatures: { socials: ['google'] } })
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <LatchProvider client={client}>{children}</LatchProvider>
  )
  let renders = 0
  const { result } = renderHook(
    () => {
      renders += 1
      return useConnectMethods()
    },
    { wrapper },
  )
  await waitFor(() =>
    expect(client.getState().connectors.map((connector) => connector.id)).toEqual(['test-wallet']),
  )
  const settled = renders

  connectors.push({
    id: 'other-wallet',
    name: 'Other Wallet',
    namespace: 'eip155',
    type: 'announced',
    installed: true,
  })
  act(() => adapter.emit({ type: 'connectorsChanged' }))
  await waitFor(() => expect(client.getState().connectors).toHaveLength(2))
  expect(renders).toBe(settled)
  expect(result.current.entries.map((entry) => entry.method)).toEqual(['wallet'])

  connectors.push({
    id: 'social:google',
    name: 'Google',
    namespace: 'eip155',
    type: 'embedded',
    installed: true,
  })
  act(() => adapter.emit({ type: 'connectorsChanged' }))
  await waitFor(() =>
    expect(result.current.entries.map((entry) => entry.method)).toEqual(['social', 'wallet']),
  )
})
