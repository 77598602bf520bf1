import type { LatchClient } from '@latch/core'
import { ConnectButton, LatchProvider, type WalletListing } from '@latch/ui-react'
import { createRoot } from 'react-dom/client'

/**
 * Renders the bench host page: one button that opens the modal, nothing else. The synthetic catalogue of the
 * AllWallets measurement (`?wallets=N`) is bench plumbing, not host code: it is imported only on that URL, so the
 * pages whose first load is measured hold what a host's page holds.
 */
export function renderHost(client: LatchClient): void {
  const container = document.getElementById('root')
  if (!container) throw new Error('bench page has no #root')
  const render = (wallets?: WalletListing[]) =>
    createRoot(container).render(
      <LatchProvider client={client} {...(wallets ? { wallets } : {})}>
        <ConnectButton />
      </LatchProvider>,
    )
  const search = window.location.search
  if (new URLSearchParams(search).has('wallets'))
    void import('./benchWallets').then(({ benchWallets }) => render(benchWallets(search)))
  else render()
}
