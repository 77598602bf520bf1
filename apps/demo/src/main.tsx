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
const { client, activity, rejectNextRequest, prompts } = await createDemoClient(
  window.location.origin,
  window,
  window.localStorage,
  signIn === 'required' || signIn === 'optional' || signIn === 'server' ? signIn : undefined,
  { ...timing('wcPairingExpiryMs'), ...timing('wcRelayTimeoutMs') },
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
