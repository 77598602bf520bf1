import { describe, expect, it } from 'vitest'
import type { ModalState } from '../state/types'
import { closedModal, currentView, goBack, pushView, replaceView, resetHistory } from './navigation'

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
