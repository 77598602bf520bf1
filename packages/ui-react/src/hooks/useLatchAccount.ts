import type { AccountType, CaipAddress, ChainNamespace, ConnectionStatus } from '@latch/core'
import { toDisplayText } from '@latch/core'
import { useLatchSelector } from './useLatchSelector'

/** What {@link useLatchAccount} returns (AppKit: `useAppKitAccount`). */
export interface LatchAccount {
  namespace: ChainNamespace | undefined
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: ConnectionStatus
  profileName: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  /** The visitor's e-mail: the e-mail wallet's user, or the one DataCapture verified (state `user.email`). */
  email: string | undefined
  /** The social login the e-mail wallet was opened with (`google`, ...; state `socialProvider`), else undefined. */
  socialProvider: string | undefined
  /** The account type the visitor uses (state `preferredAccountType`; AppKit: `embeddedWalletInfo.accountType`). */
  accountType: AccountType
  /** Whether the account has smart-account code on chain (state `smartAccountDeployed`, read from the chain). */
  isSmartAccountDeployed: boolean
  /** Every account the namespace's connections grant. */
  allAccounts: { address: CaipAddress; type: 'eoa' | 'smartAccount' }[]
}

/** The account of one namespace (default: the active one). */
export function useLatchAccount(options: { namespace?: ChainNamespace } = {}): LatchAccount {
  return useLatchSelector((state) => {
    const namespace = options.namespace ?? state.activeNamespace
    const account = namespace ? state.accounts[namespace] : undefined
    const connections = namespace ? (state.connections[namespace] ?? []) : []
    return {
      namespace,
      address: account?.address,
      caipAddress: account?.caipAddress,
      isConnected: account?.status === 'connected',
      status: account?.status ?? 'disconnected',
      profileName: account?.profileName ? toDisplayText(account.profileName) || undefined : undefined,
      balance: account?.balance,
      balanceSymbol: account?.balanceSymbol,
      email: account?.user?.email,
      socialProvider: account?.socialProvider,
      accountType: account?.preferredAccountType ?? 'eoa',
      isSmartAccountDeployed: account?.smartAccountDeployed ?? false,
      allAccounts: connections.flatMap((connection) =>
        connection.accounts.map((entry) => ({ address: entry.address, type: entry.type })),
      ),
    }
  }, accountEquals)
}

function accountEquals(a: LatchAccount, b: LatchAccount): boolean {
  const keys = Object.keys(a) as (keyof LatchAccount)[]
  return keys.every((key) =>
    key === 'allAccounts'
      ? a.allAccounts.length === b.allAccounts.length &&
        a.allAccounts.every((entry, index) => entry.address === b.allAccounts[index]?.address)
      : Object.is(a[key], b[key]),
  )
}
