import { createLatch, emptyAccountState } from '@latch/core'
import { createMemoryStorage, createTestAdapter, testNetworks } from '@latch/core/testing'
import { AccountButton, ConnectButton, LatchProvider, NetworkButton } from '@latch/ui-react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function page(connected: boolean) {
  const client = createLatch({
    projectId: 'ssr',
    networks: [testNetworks.mainnet],
    adapters: [createTestAdapter()],
    storage: createMemoryStorage(),
    ...(connected
      ? {
          initialState: {
            activeNamespace: 'eip155' as const,
            accounts: {
              eip155: {
                ...emptyAccountState(),
                status: 'connected' as const,
                address: ADDRESS,
                caipAddress: `eip155:1:${ADDRESS}` as const,
              },
            },
          },
        }
      : {}),
  })
  return renderToString(
    <LatchProvider client={client}>
      <NetworkButton />
      <ConnectButton />
      <AccountButton />
    </LatchProvider>,
  )
}

describe('server rendering in Node (RELIABILITY #3)', () => {
  test('default: provider and buttons render with no window, document or storage', () => {
    expect(typeof globalThis.window).toBe('undefined')
    expect(typeof globalThis.document).toBe('undefined')
    const html = page(false)
    expect(html).toContain('>Connect Wallet</button>')
    expect(html).toContain('aria-label="Network: Ethereum"')
    expect(html).not.toContain('data-latch-modal')
  })

  test('parameters: initialState (e.g. from a cookie) shows the account on first paint', () => {
    const html = page(true)
    expect(html).toContain(`aria-label="Open account of ${ADDRESS}"`)
    expect(html).toContain('0xf39F…2266')
    expect(html).not.toContain('Connect Wallet</button>')
  })
})
