import { useSyncExternalStore } from 'react'
import type { PromptControls } from './createPromptControls'

/** Makes the EVM dev wallet behave like an extension whose connection popup is left open (to see -32002). */
export function DevWalletPromptPanel({ controls }: { controls: PromptControls }) {
  const { holding, promptOpen } = useSyncExternalStore(
    controls.subscribe,
    controls.getSnapshot,
    controls.getSnapshot,
  )
  return (
    <section className="panel" aria-label="EVM dev wallet prompt">
      <h2>EVM dev wallet: connection prompt</h2>
      <p className="panel-note">
        Hold the next connection request open, as an extension popup left unanswered, to see the waiting
        states.
      </p>
      <label>
        <input
          type="checkbox"
          checked={holding}
          onChange={(event) => controls.setHolding(event.target.checked)}
        />{' '}
        Hold connection prompts open
      </label>
      <p data-testid="dev-wallet-prompt">{promptOpen ? 'A connection prompt is open' : 'No open prompt'}</p>
      <button type="button" onClick={controls.requestFromPage}>
        Ask for accounts outside Latch
      </button>
      <button type="button" disabled={!promptOpen} onClick={controls.approve}>
        Approve in wallet
      </button>
      <button type="button" disabled={!promptOpen} onClick={controls.reject}>
        Reject in wallet
      </button>
      <button type="button" onClick={controls.dropConnection}>
        Drop wallet connection
      </button>
    </section>
  )
}
