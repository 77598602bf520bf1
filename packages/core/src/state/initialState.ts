import type { AccountType } from '../adapter/types'
import type { AccountState, LatchState, NetworkState, SendState } from './types'

/** The account state of a namespace nobody has connected yet. */
export function emptyAccountState(preferredAccountType: AccountType = 'eoa'): AccountState {
  return {
    allAccounts: [],
    tokenBalance: [],
    balanceLoading: false,
    preferredAccountType,
    smartAccountDeployed: false,
    status: 'disconnected',
    currentTab: 0,
  }
}

/** The network state before any network is chosen. */
export function emptyNetworkState(): NetworkState {
  return { approvedCaipNetworkIds: [], supportsAllNetworks: true, requestedCaipNetworks: [] }
}

/** The send form, empty. */
export function emptySendState(): SendState {
  return { tokenBalances: [], loading: false }
}

/** The state a fresh client starts from. */
export function createInitialState(): LatchState {
  return {
    accounts: {},
    networks: {},
    connections: {},
    connectors: [],
    modal: { open: false, history: [{ view: 'Connect', params: {} }], direction: 'next' },
    send: emptySendState(),
    signIn: { status: 'idle', hasSession: false },
    notices: { statusVisible: false },
    theme: { mode: 'light', requestedMode: 'system', variables: {} },
    attempts: {},
    walletConnect: { phase: 'idle' },
    balances: {},
    accountData: {},
  }
}
