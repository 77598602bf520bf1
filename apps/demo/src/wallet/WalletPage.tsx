import { ANVIL_PRIVATE_KEYS } from '@latch/fixture-evm'
import {
  createSignClientWallet,
  type ReceivedRequest,
  type SignClientWallet,
} from '@latch/fixture-walletconnect/wallet'
import { useEffect, useRef, useState } from 'react'
import { DEMO_CHAIN_IDS, demoRpcUrl, SOLANA_DEV_SEED } from '../runtimeConfig'
import { describeRequest, isWalletRead } from './describeRequest'
import { loadLaterNamespaceWallets } from './laterNamespaceWallets'

interface Pending {
  id: number
  request: ReceivedRequest
  answer: (approved: boolean) => void
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
  const [accounts, setAccounts] = useState<{ namespace: string; address: string }[]>([])

  useEffect(() => {
    let stopped = false
    let next = 0
    // The visitor approves or rejects each request on the page; reads are answered as wallets do, without asking.
    const ask = (request: ReceivedRequest) =>
      new Promise<boolean>((resolve) => {
        next += 1
        const id = next
        const answer = (approved: boolean) => {
          setPending((current) => current.filter((entry) => entry.id !== id))
          setAnswered((done) => [
            ...done,
            { id, line: `${request.method}: ${approved ? 'approved' : 'rejected'}` },
          ])
          resolve(approved)
        }
        setPending((list) => [...list, { id, request, answer }])
      })
    const start = async () => {
      const namespaces = await loadLaterNamespaceWallets()
      const created = await createSignClientWallet({
        relayUrl: `${origin.replace(/^http/, 'ws')}/relay`,
        evmPrivateKey: ANVIL_PRIVATE_KEYS[0]!,
        solanaSeed: SOLANA_DEV_SEED,
        evmRpcUrls: Object.fromEntries(DEMO_CHAIN_IDS.map((id) => [`eip155:${id}`, demoRpcUrl(origin, id)])),
        storagePrefix: 'latch-demo-wallet',
        namespaces,
        decide: (request) => (isWalletRead(request.method) ? Promise.resolve(true) : ask(request)),
      })
      if (stopped) {
        void created.close()
        return
      }
      wallet.current = created
      created.client.on('session_delete', () => {
        setSessions(created.sessions().map((session) => session.peer.metadata.name))
        setStatus('The dapp disconnected')
      })
      setAccounts([
        { namespace: 'eip155', address: created.evmAddress },
        { namespace: 'solana', address: created.solanaAddress },
        ...namespaces.map((signer) => ({ namespace: signer.namespace, address: signer.address })),
      ])
      setReady(true)
      setStatus(`Ready: ${created.evmAddress} and ${created.solanaAddress}`)
    }
    start().catch((error: unknown) => setStatus(`The wallet did not start: ${(error as Error).message}`))
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
      <section aria-label="Accounts">
        <h2>Accounts</h2>
        <ul data-testid="wallet-accounts">
          {accounts.map((account) => (
            <li key={account.namespace}>
              {account.namespace}: <code>{account.address}</code>
            </li>
          ))}
        </ul>
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
              <bdi>{describeRequest(entry.request)}</bdi>{' '}
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
