import { LatchProvider } from '@latch/ui-react'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import { createDemoClient } from './createDemoClient'

const params = new URLSearchParams(window.location.search)
if (params.get('hostile') === '1') {
  // Same-origin stylesheet (allowed by the CSP): page rules that must not reach into the modal.
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = '/hostile.css'
  document.head.append(link)
}

const signIn = params.get('siwx')
// `?wcPairingExpiryMs=` and `?wcRelayTimeoutMs=` shorten WalletConnect's timings (to see an expired QR quickly).
const timing = (name: string) => {
  const value = Number(params.get(name))
  return Number.isFinite(value) && value > 0
    ? { [name.replace(/^wc(.)/, (_, c: string) => c.toLowerCase())]: value }
    : {}
}
// `?evmBatch=1`: the EVM dev wallet sends atomic batches (EIP-5792) through the chain's Simple7702Account.
const batchDelegates =
  params.get('evmBatch') === '1'
    ? await fetch('/demo/embedded.json')
        .then(
          (response) => response.json() as Promise<{ smartAccountDelegates?: Record<string, `0x${string}`> }>,
        )
        .then(({ smartAccountDelegates = {} }) =>
          Object.fromEntries(
            Object.entries(smartAccountDelegates).map(([chain, delegate]) => [
              Number(chain.split(':')[1]),
              delegate,
            ]),
          ),
        )
    : undefined
// `?evmAccounts=2`: the EVM dev wallet grants two accounts (Account's account switcher).
const evmAccounts = Math.min(Number(params.get('evmAccounts')) || 1, 10)
const { client, activity, rejectNextRequest, prompts } = await createDemoClient(
  window.location.origin,
  window,
  window.localStorage,
  signIn === 'required' || signIn === 'optional' || signIn === 'server' ? signIn : undefined,
  { ...timing('wcPairingExpiryMs'), ...timing('wcRelayTimeoutMs') },
  batchDelegates,
  evmAccounts,
)

function Root() {
  const [locale, setLocale] = useState(params.get('locale') ?? 'en')
  return (
    <LatchProvider client={client} locale={locale}>
      <App
        locale={locale}
        onLocale={setLocale}
        onRejectNext={rejectNextRequest}
        activity={activity}
        prompts={prompts}
      />
    </LatchProvider>
  )
}

const container = document.getElementById('root')
if (container) {
  createRoot(container).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  )
}
