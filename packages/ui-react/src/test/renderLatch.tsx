import { createLatch, type Latch, type LatchOptions } from '@latch/core'
import { connect, type OpenParameters, open } from '@latch/core/actions'
import { createMemoryStorage, createTestAdapter, type TestAdapter, testNetworks } from '@latch/core/testing'
import { act, render, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { LatchProvider, type LatchProviderProps } from '../provider/LatchProvider'

/** A real client over core's in-memory test adapter, for component tests. */
export function createTestClient(options: Partial<LatchOptions> & { adapter?: TestAdapter } = {}): {
  client: Latch
  adapter: TestAdapter
} {
  const adapter = options.adapter ?? createTestAdapter({ balance: 1_234_500_000_000_000_000n })
  const client = createLatch({
    projectId: 'test-project',
    networks: [testNetworks.mainnet, testNetworks.optimism],
    adapters: [adapter],
    storage: createMemoryStorage(),
    themeMode: 'light',
    ...options,
  })
  return { client, adapter }
}

/** Renders `ui` inside a provider for `client`. */
export function renderLatch(client: Latch, ui: ReactNode = null, props: Partial<LatchProviderProps> = {}) {
  return render(
    <LatchProvider client={client} {...props}>
      {ui}
    </LatchProvider>,
  )
}

/** The shadow root the modal renders into, once it exists. */
export function modalShadowRoot(): ShadowRoot | null {
  return document.querySelector('[data-latch-modal]')?.shadowRoot ?? null
}

/**
 * Testing Library queries scoped to the modal's shadow root, once its dialog shows the view (within `timeout` ms,
 * by default setup.ts's wait: a file's first test also waits for the modal's chunks and the locale's catalogue).
 */
export async function findModal(view?: string, timeout?: number) {
  const dialog = await waitFor(
    () => {
      const found = modalShadowRoot()?.querySelector<HTMLElement>('[role="dialog"]')
      if (!found) throw new Error('modal not open')
      if (view && found.getAttribute('data-view') !== view)
        throw new Error(`view is ${found.getAttribute('data-view')}`)
      if (found.querySelector('[role="progressbar"]')) throw new Error('view still loading')
      return found
    },
    { timeout },
  )
  return { dialog, ...within(dialog) }
}

/** Opens the modal and waits for the view it lands on. */
export async function openModal(client: Latch, input: OpenParameters = {}, view?: string) {
  await act(() => open(client, input))
  return findModal(view)
}

/** Connects the test adapter's wallet through the client, as a visitor would. */
export async function connectTestWallet(client: Latch) {
  await act(async () => {
    await connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })
  })
}
