import {
  useLatchAccount,
  useLatchEvents,
  useLatchNetwork,
  useLatchSelector,
  useLatchState,
  useLatchTheme,
  useWalletInfo,
} from '@latch/ui-react'

function Value({ title, value, id }: { title: string; value: unknown; id: string }) {
  return (
    <div>
      <h2>{title}</h2>
      <pre data-testid={id}>{JSON.stringify(value, null, 2)}</pre>
    </div>
  )
}

/** Live values of the public hooks. */
export function HookValues() {
  const account = useLatchAccount()
  const { switchNetwork: _switch, ...network } = useLatchNetwork()
  const state = useLatchState()
  const events = useLatchEvents()
  const signIn = useLatchSelector(({ signIn }) => ({ status: signIn.status, hasSession: signIn.hasSession }))
  const { walletInfo } = useWalletInfo()
  const { setThemeMode: _mode, setThemeVariables: _vars, ...theme } = useLatchTheme()
  return (
    <section className="grid hook-values" aria-label="Hook values">
      <p className="section-note">
        The public hooks’ live values, as a host component reads them: account, network, modal state, the last
        event, the connected wallet, the theme and sign-in (hasSession turns true once a kept session has been
        checked).
      </p>
      <Value title="useLatchAccount()" value={account} id="hook-account" />
      <Value
        title="useLatchNetwork()"
        value={{
          caipNetworkId: network.caipNetworkId,
          chainId: network.chainId,
          name: network.caipNetwork?.name,
        }}
        id="hook-network"
      />
      <Value title="useLatchState()" value={state} id="hook-state" />
      <Value title="useLatchEvents()" value={events ?? null} id="hook-events" />
      <Value title="useLatchSelector((state) => state.signIn)" value={signIn} id="hook-sign-in" />
      <Value title="useWalletInfo()" value={walletInfo ?? null} id="hook-wallet" />
      <Value title="useLatchTheme()" value={theme} id="hook-theme" />
    </section>
  )
}
