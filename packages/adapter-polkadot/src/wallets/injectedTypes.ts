// The injected-extension interface of `window.injectedWeb3`, as @polkadot/extension-inject types it (the subset the
// adapter uses). Declared here rather than imported: extension-inject and extension-dapp depend on @polkadot/api,
// whose RPC provider lists GPL light-client packages as optional dependencies, which a host must not install.

/** An account as an extension reports it. */
export interface InjectedAccount {
  address: string
  genesisHash?: string | null
  name?: string
  type?: 'ed25519' | 'sr25519' | 'ecdsa' | 'ethereum' | string
}

/** What `enable(origin)` resolves with. */
export interface Injected {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>
    subscribe(callback: (accounts: InjectedAccount[]) => void | Promise<void>): () => void
  }
  signer: {
    signRaw?(payload: { address: string; data: string; type: 'bytes' | 'payload' }): Promise<{
      id: number
      signature: `0x${string}`
    }>
  }
}

/** One `window.injectedWeb3` entry: the standard `enable` / `connect`, and maybe a `name` and `icon`. */
export interface InjectedExtensionEntry {
  version?: unknown
  name?: unknown
  icon?: unknown
  enable?: (origin: string) => Promise<Injected>
  connect?: (origin: string) => Promise<Injected>
}
