import { ANVIL_PRIVATE_KEYS } from '@latch/fixture-evm'
import {
  createSignClientWallet,
  type ReceivedRequest,
  type SignClientWallet,
} from '@latch/fixture-walletconnect/wallet'
import { useEffect, useRef, useState } from 'react'
import { DEMO_CHAIN_IDS, demoRpcUrl, SOLANA_DEV_SEED } from '../runtimeConfig'

interface Pending {
  id: number
  request: ReceivedRequest
  answer: (approved: boolean) => void
}

/** A personal_sign message as text: dapps send its UTF-8 bytes as hex. */
function readableMessage(value: unknown): string {
  const text = String(value)
  if (!/^0x([0-9a-f]{2})*$/i.test(text)) return text
  const bytes = new Uint8Array((text.length - 2) / 2).map((_, index) =>
    Number.parseInt(text.slice(2 + index * 2, 4 + index * 2), 16),
  )
  return new TextDecoder().decode(bytes)
}

/** A readable line for a request: its method and the message or value it carries. */
function describe(request: ReceivedRequest): string {
  const params = request.params as unknown
  if (request.method === 'personal_sign' && Array.isArray(params)) return readableMessage(params[0])
  if (request.method === 'eth_sendTransaction' && Array.isArray(params)) {
    const tx = params[0] as { to?: string; value?: string }
    return `to ${tx.to ?? '?'} value ${tx.value ? BigInt(tx.value).toString() : '0'} wei`
  }
  if (request.method === 'solana_signMessage') return String((params as { message?: string }).message)
  return JSON.stringify(params)
}

/** The wallet page: pair with a pasted URI, see the session, approve or reject each request. */
export function WalletPage({ origin }: { origin: string }) {
  const wallet = useRef<SignClientWallet | undefined>(undefined)
  const [ready, setReady] = useState(false)
  const [uri, setUri] = useState('')
  const [status, setStatus] = useState('Starting the wallet…')
  const [pending, setPending] = useState<Pending[]>([])
  const [answered, setAnswered] = useState<{ id: number; line: string }[]>([])
  const [sessions, setSessions] = useState<string[]>([])

  useEffect(() => {
    let stopped = false
    let next = 0
    void createSignClientWallet({
      relayUrl: `${origin.replace(/^http/, 'ws')}/relay`,
      evmPrivateKey: ANVIL_PRIVATE_KEYS[0]!,
      solanaSeed: SOLANA_DEV_SEED,
      evmRpcUrls: Object.fromEntries(DEMO_CHAIN_IDS.map((id) => [`eip155:${id}`, demoRpcUrl(origin, id)])),
      storagePrefix: 'latch-demo-wallet',
      decide: (request) =>
        new Promise<boolean>((resolve) => {
          next += 1
          const id = next
          setPending((list) => [
            ...list,
            {
              id,
              request,
              answer: (approved) => {
                setPending((current) => current.filter((entry) => entry.id !== id))
                setAnswered((done) => [
                  ...done,
                  { id, line: `${request.method}: ${approved ? 'approved' : 'rejected'}` },
                ])
                resolve(approved)
              },
            },
          ])
        }),
    }).then((created) => {
      if (stopped) {
        void created.close()
        return
      }
      wallet.current = created
      created.client.on('session_delete', () => {
        setSessions(created.sessions().map((session) => session.peer.metadata.name))
        setStatus('The dapp disconnected')
      })
      setReady(true)
      setStatus(`Ready: ${created.evmAddress} and ${created.solanaAddress}`)
    })
    return () => {
      stopped = true
      void wallet.current?.close()
    }
  }, [origin])

  const pair = async () => {
    if (!wallet.current) return
    setStatus('Pairing…')
    try {
      await wallet.current.pair(uri.trim())
      setSessions(wallet.current.sessions().map((session) => session.peer.metadata.name))
      setStatus('Connected')
      setUri('')
    } catch (error) {
      setStatus(`Pairing failed: ${(error as Error).message}`)
    }
  }
  const disconnect = async () => {
    await wallet.current?.disconnect()
    setSessions([])
    setStatus('Disconnected')
  }

  return (
    <main>
      <header>
        <h1>Latch dev wallet (WalletConnect)</h1>
      </header>
      <p data-testid="wallet-status">{status}</p>
      <section aria-label="Pair">
        <label>
          WalletConnect URI{' '}
          <input
            data-testid="wallet-uri"
            value={uri}
            placeholder="wc:…"
            onChange={(event) => setUri(event.target.value)}
          />
        </label>{' '}
        <button type="button" disabled={!ready || !uri.startsWith('wc:')} onClick={() => void pair()}>
          Approve connection
        </button>{' '}
        <button type="button" disabled={sessions.length === 0} onClick={() => void disconnect()}>
          Disconnect
        </button>
      </section>
      <section aria-label="Sessions">
        <h2>Sessions</h2>
        <ul data-testid="wallet-sessions">
          {sessions.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </section>
      <section aria-label="Requests">
        <h2>Requests</h2>
        <ul data-testid="wallet-requests">
          {pending.map((entry) => (
            <li key={entry.id}>
              <strong>{entry.request.method}</strong> on {entry.request.chainId}:{' '}
              <bdi>{describe(entry.request)}</bdi>{' '}
              <button type="button" onClick={() => entry.answer(true)}>
                Approve
              </button>{' '}
              <button type="button" onClick={() => entry.answer(false)}>
                Reject
              </button>
            </li>
          ))}
        </ul>
        <ul data-testid="wallet-answered">
          {answered.map((entry) => (
            <li key={entry.id}>{entry.line}</li>
          ))}
        </ul>
      </section>
    </main>
  )
}
