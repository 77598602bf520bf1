import {
  useLatchAccount,
  useLatchEvents,
  useLatchNetwork,
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
  const { walletInfo } = useWalletInfo()
  const { setThemeMode: _mode, setThemeVariables: _vars, ...theme } = useLatchTheme()
  return (
    <section className="grid hook-values" aria-label="Hook values">
      <p className="section-note">
        The public hooks’ live values, as a host component reads them: account, network, modal state, the last
        event, the connected wallet and the theme.
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
      <Value title="useWalletInfo()" value={walletInfo ?? null} id="hook-wallet" />
      <Value title="useLatchTheme()" value={theme} id="hook-theme" />
    </section>
  )
}
