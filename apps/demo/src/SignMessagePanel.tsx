import { useLatchAccount, useLatchClient } from '@latch/ui-react'
import { useState } from 'react'
import { type DescribedError, describeError } from './describeError'
import { ErrorMessage } from './ErrorMessage'

type Outcome = { kind: 'signed'; signature: string } | { kind: 'error'; error: DescribedError } | undefined

/** Host-page panel: asks the connected wallet to sign a message (`client.signMessage`) and shows the result. */
export function SignMessagePanel() {
  const client = useLatchClient()
  const { isConnected, caipAddress } = useLatchAccount()
  const [message, setMessage] = useState('Hello from the Latch demo')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(undefined)

  const sign = async () => {
    setBusy(true)
    setOutcome(undefined)
    try {
      setOutcome({ kind: 'signed', signature: await client.signMessage({ message }) })
    } catch (error) {
      setOutcome({ kind: 'error', error: describeError(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="panel" aria-label="Sign message">
      <h2>Sign message</h2>
      <label>
        Message{' '}
        <input
          data-testid="sign-input"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </label>
      <button type="button" disabled={!isConnected || busy} onClick={() => void sign()}>
        Sign message
      </button>
      {outcome?.kind === 'signed' ? (
        <p>
          Signed by <code data-testid="sign-address">{caipAddress}</code>:{' '}
          <code data-testid="sign-signature">{outcome.signature}</code>
        </p>
      ) : null}
      {outcome?.kind === 'error' ? <ErrorMessage error={outcome.error} id="sign" /> : null}
    </section>
  )
}
