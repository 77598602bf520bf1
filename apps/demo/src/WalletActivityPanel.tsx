import { useSyncExternalStore } from 'react'
import type { WalletActivity } from './createWalletActivity'

/** Lists the prompts the EVM dev wallet showed since this page loaded (a reload that restores shows none). */
export function WalletActivityPanel({ activity }: { activity: WalletActivity }) {
  const { prompts, requests } = useSyncExternalStore(
    activity.subscribe,
    activity.getSnapshot,
    activity.getSnapshot,
  )
  return (
    <section className="panel" aria-label="Wallet prompts">
      <h2>EVM dev wallet prompts (this page load)</h2>
      <p className="panel-note">
        What the EVM dev wallet was asked, in order: each line is a prompt a real extension would show.
      </p>
      {prompts.length === 0 ? <p>None yet.</p> : null}
      <p className="panel-note" data-testid="wallet-requests" data-count={requests}>
        {requests} requests in all, read-only ones included.
      </p>
      <ol data-testid="wallet-prompts">
        {prompts.map((method, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log; the same method repeats.
          <li key={index}>{method}</li>
        ))}
      </ol>
    </section>
  )
}
