import { describe, expect, expectTypeOf, it } from 'vitest'
import * as actions from '../exports/actions'
import { createMemoryStorage } from '../testing/createMemoryStorage'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import type { CLIENT_ACTIONS } from './clientActions'
import { createLatch } from './createLatch'
import { createLatchClient } from './createLatchClient'

/** Actions of `@latch/core/actions` the client does not carry as members, and why. */
const NOT_MEMBERS = {
  reconnect: 'mount() restores the stored connections itself',
  // The on-ramp views import these into their own chunk; a host calls them from @latch/core/actions.
  openOnramp: 'the on-ramp views are their own chunk',
  fetchOnrampProviders: 'the on-ramp views are their own chunk',
  createOnrampUrl: 'the on-ramp views are their own chunk',
  refreshAfterOnramp: 'the on-ramp views are their own chunk',
  // The swap views import these into their own chunk (issue 35).
  openSwap: 'the swap views are their own chunk',
  fetchSwapTokens: 'the swap views are their own chunk',
  fetchSwapQuote: 'the swap views are their own chunk',
  swap: 'the swap views are their own chunk',
  DEFAULT_SWAP_SLIPPAGE_PERCENT: 'a constant, not an action',
  setAvailableViews: 'the UI package says which views it ships, not the host',
  // Smart accounts (issue 34): a host imports them from @latch/core/actions, so the client's first load keeps its size.
  signTypedData: 'imported from @latch/core/actions (first-load budget)',
  signTransaction: 'imported from @latch/core/actions (first-load budget)',
  getCapabilities: 'imported from @latch/core/actions (first-load budget)',
  sendCalls: 'imported from @latch/core/actions (first-load budget)',
  getCallsStatus: 'imported from @latch/core/actions (first-load budget)',
  fetchAccountType: 'imported from @latch/core/actions (first-load budget)',
  setPreferredAccountType: 'imported from @latch/core/actions (first-load budget)',
  // Multi-wallet (issue 41): the Connections view imports them; a host imports them from @latch/core/actions.
  switchConnection: 'imported from @latch/core/actions (first-load budget)',
  disconnectConnection: 'imported from @latch/core/actions (first-load budget)',
  fetchConnectionBalances: 'imported from @latch/core/actions (first-load budget)',
  // Account's account switcher (issue 41) imports it.
  switchAccount: 'imported from @latch/core/actions (first-load budget)',
  switchableAccounts: 'the accounts the switcher lists: a rule beside switchAccount, not an action',
  // A member loads its action first (an await): the wallet would be asked, and the view shown, a task late.
  connectPickedWallet: "the modal's wallet rows call it from the click, from the connect action's chunk",
  // A member loads its action first (an await), and a popup opened after an await is blocked.
  connectSocial: 'the popup must open inside the click: views import it from @latch/core/actions',
  // The embedded wallet's settings (issue 33): the Account view's wallet settings chunk imports them.
  addPasskey: 'imported from @latch/core/actions (first-load budget)',
  connectPasskey: 'imported from @latch/core/actions (first-load budget)',
  connectFarcaster: 'imported from @latch/core/actions (first-load budget)',
  exportWallet: 'imported from @latch/core/actions (first-load budget)',
  deleteWallet: 'imported from @latch/core/actions (first-load budget)',
  resumeSocialLogin: 'reconnect runs it on the page a full-page social login came back to',
  prefetchWallets:
    'the connect button calls it through the modal chunk on hover and focus; open does the same',
} as const

/** Members named otherwise than their action (the name the client had before the actions). */
const RENAMED = {
  walletConnectAvailable: 'isWalletConnectAvailable',
} as const

type ActionName = keyof typeof actions
type MemberName = keyof typeof CLIENT_ACTIONS
type ExpectedMemberName =
  | Exclude<ActionName, keyof typeof NOT_MEMBERS | (typeof RENAMED)[keyof typeof RENAMED]>
  | keyof typeof RENAMED

function setup() {
  const adapter = createTestAdapter()
  const options = {
    projectId: 'test',
    networks: [testNetworks.mainnet, testNetworks.optimism],
    adapters: [adapter],
    storage: createMemoryStorage(),
  }
  return { adapter, client: createLatchClient(options), options }
}

describe('CLIENT_ACTIONS: the client members and the actions cannot drift', () => {
  it('types: a member for every action of the entry (minus NOT_MEMBERS, with RENAMED), and no other', () => {
    // A compile error here (npm run typecheck) names the action missing from CLIENT_ACTIONS, or the stray member.
    expectTypeOf<MemberName>().toEqualTypeOf<ExpectedMemberName>()
  })

  it('default: the client has exactly those members, besides what createLatch gives every client', () => {
    const { client, options } = setup()
    const base = Object.keys(createLatch(options))
    const members = Object.keys(client).filter((name) => !base.includes(name))
    const expected = Object.keys(actions)
      .filter((name) => !(name in NOT_MEMBERS))
      .map((name) => Object.entries(RENAMED).find(([, action]) => action === name)?.[0] ?? name)
    expect(members.sort()).toEqual(expected.sort())
  })

  it('behavior: a member runs its action on the client (the synchronous ones at once)', () => {
    const { client } = setup()
    client.setSendAmount('1.5')
    expect(client.getState().send.sendTokenAmount).toBe('1.5')
    actions.setSendAmount(client, { amount: '2' })
    expect(client.getState().send.sendTokenAmount).toBe('2')
    client.navigate('SwitchNetwork', { networkId: 'eip155:10' })
    expect(client.getState().modal.history.at(-1)).toEqual({
      view: 'SwitchNetwork',
      params: { networkId: 'eip155:10' },
    })
    expect(client.walletConnectAvailable()).toBe(false)
  })

  it('behavior: a member whose action is not in the first load loads it at its first call, then starts at once', async () => {
    const { client, adapter } = setup()
    const first = await client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    expect(first.accounts[0]?.address).toBe(client.getState().accounts.eip155?.caipAddress)
    await client.disconnect()
    const again = client.connect({ namespace: 'eip155', connectorId: 'test-wallet' })
    // Loaded now: the flow has started within the call, as before the split.
    expect(client.getState().accounts.eip155?.status).toBe('connecting')
    await again
    await client.switchNetwork('eip155:10')
    expect(client.getState().networks.eip155?.caipNetwork?.id).toBe('eip155:10')
    expect(adapter.calls.filter((call) => call.method === 'connect')).toHaveLength(2)
  })
})
