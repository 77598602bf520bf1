import type { ChainNamespace } from '@latch/core'
import { signMessage } from '@latch/core/actions'
import { useLatchAccount, useLatchClient, useLatchSelector } from '@latch/ui-react'
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
  const connected = useLatchSelector((state) =>
    Object.entries(state.accounts)
      .flatMap(([name, account]) => (account?.status === 'connected' ? [name] : []))
      .join(','),
  )
  const [namespace, setNamespace] = useState('')
  const signer = connected.split(',').includes(namespace) ? (namespace as ChainNamespace) : undefined
  const [signedBy, setSignedBy] = useState<string | undefined>(undefined)

  const sign = async () => {
    setBusy(true)
    setOutcome(undefined)
    try {
      const signature = await signMessage(client, { message, ...(signer ? { namespace: signer } : {}) })
      setSignedBy(signer ? client.getState().accounts[signer]?.caipAddress : caipAddress)
      setOutcome({ kind: 'signed', signature })
    } catch (error) {
      setOutcome({ kind: 'error', error: describeError(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="panel" aria-label="Sign message">
      <h2>Sign message</h2>
      <p className="panel-note">
        The connected wallet signs this text (signMessage); the signature is checked with the namespace’s own
        verifier.
      </p>
      <label>
        Message{' '}
        <input
          data-testid="sign-input"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </label>
      <label>
        With{' '}
        <select
          data-testid="sign-namespace"
          value={namespace}
          onChange={(event) => setNamespace(event.target.value)}
        >
          <option value="">the active account</option>
          {connected
            .split(',')
            .filter(Boolean)
            .map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
        </select>
      </label>
      <button type="button" disabled={!isConnected || busy} onClick={() => void sign()}>
        Sign message
      </button>
      {outcome?.kind === 'signed' ? (
        <p>
          Signed by <code data-testid="sign-address">{signedBy ?? caipAddress}</code>:{' '}
          <code data-testid="sign-signature">{outcome.signature}</code>
        </p>
      ) : null}
      {outcome?.kind === 'error' ? <ErrorMessage error={outcome.error} id="sign" /> : null}
    </section>
  )
}
