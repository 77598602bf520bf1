import { describe, expect, it } from 'vitest'
import { type DisconnectInput, planDisconnect } from './planDisconnect'

const input: DisconnectInput = {
  namespace: 'eip155',
  connectorId: 'io.metamask',
  connectedNamespaces: ['eip155', 'solana'],
  disconnectedConnectorIds: { solana: ['phantom'] },
  keepModalOpen: false,
  multiWallet: false,
  remainingConnections: 1,
}

describe('planDisconnect (spec §4)', () => {
  it('removes the namespace, records the connector and closes the modal', () => {
    expect(planDisconnect(input)).toEqual({
      connectedNamespaces: ['solana'],
      disconnectedConnectorIds: { solana: ['phantom'], eip155: ['io.metamask'] },
      closeModal: true,
    })
  })

  it('keeps the modal open when told to', () => {
    expect(planDisconnect({ ...input, keepModalOpen: true }).closeModal).toBe(false)
  })

  it('keeps the modal open in multi-wallet mode while other connections remain', () => {
    expect(planDisconnect({ ...input, multiWallet: true }).closeModal).toBe(false)
    expect(planDisconnect({ ...input, multiWallet: true, remainingConnections: 0 }).closeModal).toBe(true)
  })

  it('records a connector once', () => {
    const plan = planDisconnect({ ...input, disconnectedConnectorIds: { eip155: ['io.metamask'] } })
    expect(plan.disconnectedConnectorIds).toEqual({ eip155: ['io.metamask'] })
  })
})
