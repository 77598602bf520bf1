import { createLatch, emptyAccountState, type Latch } from '@latch/core'
import { createMemoryStorage, createTestAdapter, testNetworks } from '@latch/core/testing'
import { act } from '@testing-library/react'
import { useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server.browser'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { AccountButton } from '../components/AccountButton'
import { ConnectButton } from '../components/ConnectButton'
import { NetworkButton } from '../components/NetworkButton'
import { LatchProvider } from '../provider/LatchProvider'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function client(connected: boolean): Latch {
  return createLatch({
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
}

/** Renders nothing; its effect runs once React has committed the hydrated tree (mismatch or not). */
function OnCommit({ done }: { done?: (() => void) | undefined }) {
  useEffect(() => done?.(), [done])
  return null
}

const tree = (latch: Latch, committed?: () => void) => (
  <LatchProvider client={latch}>
    <OnCommit done={committed} />
    <NetworkButton />
    <ConnectButton />
    <AccountButton />
  </LatchProvider>
)

/** Hydrates `container` with `latch`'s tree; `committed` resolves once React has committed it. */
function hydrate(container: HTMLElement, render: typeof tree, latch: Latch, errors: unknown[]) {
  let markCommitted = () => {}
  const committed = new Promise<void>((resolve) => {
    markCommitted = resolve
  })
  const root = hydrateRoot(container, render(latch, markCommitted), {
    onRecoverableError: (error) => errors.push(error),
  })
  return { root, committed }
}

const containers: HTMLElement[] = []
afterEach(() => {
  for (const container of containers.splice(0)) container.remove()
})

/** A container in the page holding what a server renders for `render(latch)` (our own components' HTML). */
function serverRendered(render: typeof tree, latch: Latch): HTMLElement {
  const container = document.createElement('div')
  containers.push(container)
  container.innerHTML = renderToString(render(latch))
  document.body.append(container)
  return container
}

/**
 * Hydrates `container` with `latch`, and once React has committed runs `check` with every error React reported
 * (console and recoverable), before the root unmounts.
 */
async function hydrateAndCheck(
  container: HTMLElement,
  render: typeof tree,
  latch: Latch,
  check: (errors: unknown[]) => void,
) {
  const errors: unknown[] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args))
  try {
    // act() flushes the hydration and its effects when its scope ends; OnCommit's effect then has run.
    const { root, committed } = await act(() => hydrate(container, render, latch, errors))
    await committed
    check(errors)
    root.unmount()
  } finally {
    consoleError.mockRestore()
  }
}

describe('hydration', () => {
  // First in the file: the account button's drawing is a chunk that no render here has loaded yet, as on a server.
  test('behavior: a ConnectButton alone, connected from the cookie, is the account button in the server HTML and hydrates without a mismatch', async () => {
    const alone = (latch: Latch, committed?: () => void) => (
      <LatchProvider client={latch}>
        <OnCommit done={committed} />
        <ConnectButton />
      </LatchProvider>
    )
    const container = serverRendered(alone, client(true))
    expect(container.querySelector('button')?.getAttribute('aria-label')).toBe(`Open account of ${ADDRESS}`)
    expect(container.textContent).toBe('0xf39F…2266')
    await hydrateAndCheck(container, alone, client(true), (errors) => {
      expect(errors).toEqual([])
      expect(container.textContent).toContain('0xf39F…2266')
    })
  })

  for (const connected of [false, true]) {
    test(`behavior: server HTML hydrates without a mismatch (${connected ? 'connected' : 'disconnected'})`, async () => {
      const container = serverRendered(tree, client(connected))
      const serverHtml = container.innerHTML
      await hydrateAndCheck(container, tree, client(connected), (errors) => {
        expect(errors).toEqual([])
        expect(container.innerHTML).toBe(serverHtml)
        expect(container.textContent).toContain(connected ? '0xf39F…2266' : 'Connect Wallet')
      })
    })
  }

  test('behavior: the check can fail: server and browser disagreeing is reported', async () => {
    const container = serverRendered(tree, client(false))
    await hydrateAndCheck(container, tree, client(true), (errors) => {
      expect(errors.length).toBeGreaterThan(0)
    })
  })
})
