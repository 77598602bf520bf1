import { describe, expect, it } from 'vitest'
import type { ModalState } from '../state/types'
import {
  closedModal,
  currentView,
  goBack,
  leaveNetworkViews,
  pushView,
  replaceView,
  resetHistory,
} from './navigation'

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

  it('replaceView swaps the top entry without growing history; resetHistory starts over', () => {
    const replaced = replaceView(pushView(open, 'Networks'), 'SwitchNetwork', { networkId: 'eip155:10' })
    expect(replaced.history.map((entry) => entry.view)).toEqual(['Connect', 'SwitchNetwork'])
    expect(resetHistory(replaced, { view: 'Account', params: {} }).history).toEqual([
      { view: 'Account', params: {} },
    ])
  })
})

describe('leaveNetworkViews (after a switch from the modal)', () => {
  it('returns to the view before Networks, with its params', () => {
    const modal = pushView(
      pushView(resetHistory(open, { view: 'Account', params: {} }), 'Networks'),
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
    const modal = pushView(resetHistory(open, { view: 'Networks', params: {} }), 'SwitchNetwork')
    expect(leaveNetworkViews(modal, true)).toEqual(closedModal())
  })
})
