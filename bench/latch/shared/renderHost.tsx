import type { Latch } from '@latch/core'
import { ConnectButton, LatchProvider, type WalletListing } from '@latch/ui-react'
import { createRoot } from 'react-dom/client'

/** Renders the bench host page: one button that opens the modal, nothing else. */
export function renderHost(client: Latch): void {
  const container = document.getElementById('root')
  if (!container) throw new Error('bench page has no #root')
  // The AllWallets measurement's synthetic catalogue, put on the page by its init script (bench plumbing, not host
  // code: bench/lib/measureAllWallets.mjs).
  const wallets = (window as { __latchBenchWallets?: WalletListing[] }).__latchBenchWallets
  createRoot(container).render(
    <LatchProvider client={client} {...(wallets ? { wallets } : {})}>
      <ConnectButton />
    </LatchProvider>,
  )
}
