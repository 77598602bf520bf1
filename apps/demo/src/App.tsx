import type { RouterParams, View } from '@latch/core'
import {
  AccountButton,
  ConnectButton,
  LOCALES,
  NetworkButton,
  useLatch,
  useLatchTheme,
} from '@latch/ui-react'
import { useState } from 'react'
import type { PromptControls } from './createPromptControls'
import type { WalletActivity } from './createWalletActivity'
import { DevWalletPromptPanel } from './DevWalletPromptPanel'
import { HookValues } from './HookValues'
import { SendPanel } from './SendPanel'
import { SignMessagePanel } from './SignMessagePanel'
import { WalletActivityPanel } from './WalletActivityPanel'

/** Every view the kit ships, in core's order: the host can open each with `open({ view })` (e2e/viewSelector.test.ts). */
const VIEWS: View[] = [
  'Connect',
  'ConnectWallets',
  'AllWallets',
  'WalletGuide',
  'ConnectingExternal',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'Account',
  'Connections',
  'Networks',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'DataCapture',
  'EmailVerifyOtp',
  'SIWXSignMessage',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'OnRampProviders',
  'WalletReceive',
  'WalletSend',
  'WalletSendPreview',
  'Swap',
  'SwapPreview',
]

/**
 * What the views that act on something are opened with, as a host would: a catalogue wallet this browser does not
 * have (Rabby, featured), the second anvil chain, the Solana namespace, an e-mail address.
 */
const VIEW_PARAMS: Partial<Record<View, RouterParams>> = {
  ConnectingExternal: { connectorId: 'io.rabby', namespace: 'eip155' },
  SwitchNetwork: { networkId: 'eip155:31338' },
  SwitchActiveChain: { namespace: 'solana' },
  // The code view says where the code went; without an e-mail the kit refuses to open it.
  EmailVerifyOtp: { email: 'visitor@example.com' },
}

/** Props of the demo page. */
export interface AppProps {
  locale: string
  onLocale: (locale: string) => void
  /** Makes the dev wallets decline their next request (to see the declined states). */
  onRejectNext: () => void
  /** The EVM dev wallet's prompts since the page loaded. */
  activity: WalletActivity
  /** The EVM dev wallet's prompt-hold mode (an extension popup left open). */
  prompts: PromptControls
}

/** The demo page: the buttons, controls for theme, locale and views, and the hooks' live values. */
export function App({ locale, onLocale, onRejectNext, activity, prompts }: AppProps) {
  const { open } = useLatch()
  const { themeMode, setThemeMode } = useLatchTheme()
  const [view, setView] = useState<View>('Connect')
  return (
    <main>
      <header>
        <h1>Latch demo</h1>
        <NetworkButton />
        <ConnectButton />
      </header>
      <p className="lede">
        A host app built on Latch: seven chains run on this machine (anvil, a local SVM, Sui, Cosmos, Bitcoin
        regtest, Stacks, Polkadot), each with a real-key dev wallet announced as a browser extension would be.
        Connect, sign, send and swap as a visitor would; the panels below show what the app sees. Every view
        of the modal in each of its states is in the <a href="/gallery">gallery</a>.
      </p>
      <section className="controls" aria-label="Controls">
        <label>
          Theme{' '}
          <select
            data-testid="theme-select"
            value={themeMode}
            onChange={(event) => setThemeMode(event.target.value as 'light' | 'dark' | 'system')}
          >
            <option value="light">light</option>
            <option value="dark">dark</option>
            <option value="system">system</option>
          </select>
        </label>
        <label>
          Language{' '}
          <select
            data-testid="locale-select"
            value={locale}
            onChange={(event) => onLocale(event.target.value)}
          >
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code}
              </option>
            ))}
          </select>
        </label>
        <label>
          View{' '}
          <select
            data-testid="view-select"
            value={view}
            onChange={(event) => setView(event.target.value as View)}
          >
            {VIEWS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => void open({ view, params: VIEW_PARAMS[view] ?? {} })}>
          Open view
        </button>
        <button type="button" onClick={() => void open({ namespace: 'solana' })}>
          Open for Solana
        </button>
        <button type="button" onClick={onRejectNext}>
          Wallets decline next request
        </button>
        <AccountButton />
      </section>
      <p className="section-note">
        Theme and language apply to the modal at once; the view picker opens it at any view (open with a
        view); “Wallets decline next request” shows the declined states.
      </p>
      <section className="grid" aria-label="Actions">
        <SignMessagePanel />
        <SendPanel />
        <WalletActivityPanel activity={activity} />
        <DevWalletPromptPanel controls={prompts} />
      </section>
      <HookValues />
    </main>
  )
}
