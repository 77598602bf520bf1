import type { OpenInput } from '@latch/core'
import { createTestAdapter, testNetworks } from '@latch/core/testing'
import { act } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, test } from 'vitest'
import { connectTestWallet, createTestClient, findModal, openModal, renderLatch } from '../test/renderLatch'

interface Case {
  view: string
  open: OpenInput
  connected: boolean
}

const CASES: Case[] = [
  { view: 'Connect', open: {}, connected: false },
  { view: 'ConnectWallets', open: { view: 'ConnectWallets' }, connected: false },
  { view: 'AllWallets', open: { view: 'AllWallets' }, connected: false },
  {
    view: 'ConnectingExternal',
    open: { view: 'ConnectingExternal', params: { connectorId: 'rainbow' } },
    connected: false,
  },
  { view: 'Account', open: {}, connected: true },
  { view: 'Networks', open: { view: 'Networks' }, connected: false },
  {
    view: 'SwitchNetwork',
    open: { view: 'SwitchNetwork', params: { networkId: 'eip155:10' } },
    connected: true,
  },
  { view: 'SwitchActiveChain', open: { namespace: 'solana' }, connected: true },
  { view: 'UnsupportedChain', open: { view: 'UnsupportedChain' }, connected: true },
]

describe('accessibility (axe-core, real chromium)', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const entry of CASES) {
      test(`behavior: ${entry.view} in ${mode} has no serious or critical violation`, async () => {
        const evm = createTestAdapter({ balance: 10n ** 18n })
        const solana = createTestAdapter({
          namespace: 'solana',
          addresses: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
        })
        const { client } = createTestClient({
          adapters: [evm, solana],
          networks: [testNetworks.mainnet, testNetworks.optimism, testNetworks.solana],
          themeMode: mode,
          termsConditionsUrl: 'https://host.example/terms',
          privacyPolicyUrl: 'https://host.example/privacy',
        })
        renderLatch(client)
        if (entry.connected) await connectTestWallet(client)
        if (entry.view === 'SwitchNetwork') evm.rejectNext()
        await openModal(client, entry.open)
        const modal = await findModal(entry.view)
        // Let the entry animations finish so colours are measured at rest.
        await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
        const host = document.querySelector('[data-latch-modal]') as HTMLElement
        const result = await axe.run(host, { resultTypes: ['violations'] })
        const serious = result.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          )
        expect(serious).toEqual([])
        expect(modal.dialog.closest('.latch-root')?.getAttribute('data-theme')).toBe(mode)
      })
    }
  }
})
