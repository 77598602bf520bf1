import { send, setSendAmount, setSendReceiver, setSendToken } from '@latch/core/actions'
import { useLatchAccount, useLatchClient, useLatchSelector } from '@latch/ui-react'
import { useState } from 'react'
import { type DescribedError, describeError } from './describeError'
import { ErrorMessage } from './ErrorMessage'
import { DEMO_SEND_TOKENS, type DemoToken } from './runtimeConfig'

type Outcome = { kind: 'sent'; hash: string } | { kind: 'error'; error: DescribedError } | undefined

function tokensOf(namespace: string | undefined): readonly DemoToken[] {
  return namespace === 'eip155' || namespace === 'solana' ? DEMO_SEND_TOKENS[namespace] : []
}

/**
 * Host-page panel: token, amount and receiver go into the client's send state (the actions `setSendToken`, `setSendAmount`,
 * `setSendReceiver`), then `send`; shows the transaction hash or signature, or the typed error's message.
 */
export function SendPanel() {
  const client = useLatchClient()
  const { isConnected, namespace } = useLatchAccount()
  const loading = useLatchSelector((state) => state.send.loading)
  const tokens = tokensOf(namespace)
  const [symbol, setSymbol] = useState('')
  const [amount, setAmount] = useState('')
  const [receiver, setReceiver] = useState('')
  const [outcome, setOutcome] = useState<Outcome>(undefined)
  const token = tokens.find((candidate) => candidate.symbol === symbol) ?? tokens[0]

  const submit = async () => {
    if (!token) return
    setOutcome(undefined)
    setSendToken(client, {
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      ...(token.address ? { address: token.address } : {}),
    })
    setSendAmount(client, { amount })
    setSendReceiver(client, { address: receiver })
    try {
      setOutcome({ kind: 'sent', hash: await send(client) })
    } catch (error) {
      setOutcome({ kind: 'error', error: describeError(error) })
    }
  }

  return (
    <section className="panel" aria-label="Send">
      <h2>Send</h2>
      <p className="panel-note">
        A transfer from the app’s own code (the send action), outside the modal, on the local chain.
      </p>
      <label>
        Token{' '}
        <select
          data-testid="send-token"
          value={token?.symbol ?? ''}
          onChange={(event) => setSymbol(event.target.value)}
        >
          {tokens.map((option) => (
            <option key={option.symbol} value={option.symbol}>
              {option.symbol}
            </option>
          ))}
        </select>
      </label>
      <label>
        Amount{' '}
        <input
          data-testid="send-amount"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </label>
      <label>
        Receiver{' '}
        <input
          data-testid="send-receiver"
          value={receiver}
          onChange={(event) => setReceiver(event.target.value)}
        />
      </label>
      <button type="button" disabled={!isConnected || !token || loading} onClick={() => void submit()}>
        Send
      </button>
      {outcome?.kind === 'sent' ? (
        <p>
          Sent: <code data-testid="send-hash">{outcome.hash}</code>
        </p>
      ) : null}
      {outcome?.kind === 'error' ? <ErrorMessage error={outcome.error} id="send" /> : null}
    </section>
  )
}
