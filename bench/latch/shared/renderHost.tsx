import type { LatchClient } from '@latch/core'
import { ConnectButton, LatchProvider } from '@latch/ui-react'
import { createRoot } from 'react-dom/client'
import { benchWallets } from './benchWallets'

/** Renders the bench host page: one button that opens the modal, nothing else. */
export function renderHost(client: LatchClient): void {
  const container = document.getElementById('root')
  if (!container) throw new Error('bench page has no #root')
  const wallets = benchWallets(window.location.search)
  createRoot(container).render(
    <LatchProvider client={client} {...(wallets ? { wallets } : {})}>
      <ConnectButton />
    </LatchProvider>,
  )
}
