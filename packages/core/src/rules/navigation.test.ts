import { describe, expect, it } from 'vitest'
import type { ModalState } from '../state/types'
import { leaveAccountViews, leaveNetworkViews, returnToView, showView } from './flowNavigation'
import { closedModal, currentView, goBack, openedModal, pushView } from './navigation'

const open: ModalState = { open: true, history: [{ view: 'Connect', params: {} }], direction: 'next' }

describe('navigation (spec §2)', () => {
  it('pushView adds an entry with its params and runs forward', () => {
    const next = pushView(open, 'ConnectingExternal', { connectorId: 'io.metamask' })
    expect(next.history).toEqual([
      { view: 'Connect', params: {} },
      { view: 'ConnectingExternal', params: { connectorId: 'io.metamask' } },
    ])
    expect(next.direction).toBe('next')
    expect(currentView(next)).toBe('ConnectingExternal')
  })

  it('back pops history, restores the previous params and runs backward', () => {
    const deep = pushView(pushView(open, 'AllWallets', { namespace: 'solana' }), 'ConnectingExternal')
    const result = goBack(deep, false)
    expect(result).toEqual({
      type: 'navigate',
      modal: {
        open: true,
        history: [
          { view: 'Connect', params: {} },
          { view: 'AllWallets', params: { namespace: 'solana' } },
        ],
        direction: 'prev',
      },
    })
  })

  it('back to Connect with a connected address shows Account', () => {
    const result = goBack(pushView(open, 'Networks'), true)
    expect(result.type === 'navigate' && result.modal.history).toEqual([{ view: 'Account', params: {} }])
  })

  it('back with one history entry closes the modal', () => {
    expect(goBack(open, false)).toEqual({ type: 'close' })
  })

  it('closing resets to Connect', () => {
    expect(closedModal()).toEqual({
      open: false,
      history: [{ view: 'Connect', params: {} }],
      direction: 'prev',
    })
  })

  it('showView pushes onto an open modal and opens a closed one on the view', () => {
    expect(showView(open, 'UnsupportedChain', { networkId: 'eip155:9' }).history).toEqual([
      { view: 'Connect', params: {} },
      { view: 'UnsupportedChain', params: { networkId: 'eip155:9' } },
    ])
    expect(showView(closedModal(), 'UnsupportedChain')).toEqual({
      open: true,
      history: [{ view: 'UnsupportedChain', params: {} }],
      direction: 'next',
    })
  })

  it('returnToView starts over at one view and runs backward', () => {
    expect(returnToView(pushView(open, 'Networks'), 'Account')).toEqual({
      open: true,
      history: [{ view: 'Account', params: {} }],
      direction: 'prev',
    })
  })
})

describe('leaveNetworkViews (after a switch from the modal)', () => {
  it('returns to the view before Networks, with its params', () => {
    const modal = pushView(
      pushView(openedModal({ view: 'Account', params: {} }), 'Networks'),
      'SwitchNetwork',
      {
        networkId: 'eip155:10',
      },
    )
    expect(leaveNetworkViews(modal, true)).toEqual({
      open: true,
      history: [{ view: 'Account', params: {} }],
      direction: 'prev',
    })
  })

  it('a connected visitor who came from Connect sees Account; a visitor without one sees Connect', () => {
    const modal = pushView(open, 'Networks')
    expect(leaveNetworkViews(modal, true).history).toEqual([{ view: 'Account', params: {} }])
    expect(leaveNetworkViews(modal, false).history).toEqual([{ view: 'Connect', params: {} }])
  })

  it('closes when the modal was opened at Networks', () => {
    const modal = pushView(openedModal({ view: 'Networks', params: {} }), 'SwitchNetwork')
    expect(leaveNetworkViews(modal, true)).toEqual(closedModal())
  })
})

describe("leaveAccountViews (the account's connection is lost, RELIABILITY #14)", () => {
  it('an account view without an address goes back to Connect; other views, or an address left, stay', () => {
    const preview = pushView(
      pushView(openedModal({ view: 'Account', params: {} }), 'WalletSend'),
      'WalletSendPreview',
    )
    expect(leaveAccountViews(preview, false)).toEqual({
      open: true,
      history: [{ view: 'Connect', params: {} }],
      direction: 'prev',
    })
    expect(leaveAccountViews(preview, true)).toBe(preview)
    const networks = pushView(open, 'Networks')
    expect(leaveAccountViews(networks, false)).toBe(networks)
    expect(leaveAccountViews(closedModal(), false)).toEqual(closedModal())
  })
})
