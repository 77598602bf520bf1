import { waitFor } from '@testing-library/react'
import { encode } from 'uqr'
import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectShown } from '../../test/expectShown'
import {
  connectTestWallet,
  createTestClient,
  findModal,
  openModal,
  renderLatch,
} from '../../test/renderLatch'

const ADDRESS = '0x1111111111111111111111111111111111111111'

/** The dark modules the rendered SVG path draws, as a matrix of the QR's size. */
function drawnModules(svg: SVGSVGElement): boolean[][] {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2])
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  const path = svg.querySelector('path')?.getAttribute('d') ?? ''
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) grid[Number(y)]![Number(x)] = true
  return grid
}

describe('WalletReceive', () => {
  test('default: the network named, the address as text and as a QR code, Done goes back', async () => {
    const { client } = createTestClient()
    renderLatch(client)
    await connectTestWallet(client)
    const modal = await openModal(client, { view: 'WalletReceive' }, 'WalletReceive')
    expect(modal.getByTestId('latch-receive-network').textContent).toBe('Receive on Ethereum')
    expect(modal.getByTestId('latch-receive-address').textContent).toBe(ADDRESS)
    const qr = modal.getByRole('img', { name: 'QR code of your address' }) as unknown as SVGSVGElement
    // What is drawn is the QR code of the full address (error correction M), module for module.
    expect(drawnModules(qr)).toEqual(encode(ADDRESS, { ecc: 'M', border: 2 }).data)
    expectShown(modal.getByRole('button', { name: 'Copy address' }))
  })

  test('behavior: Receive from Account opens it, and Done returns to Account', async () => {
    const { client } = createTestClient()
    renderLatch(client)
    await connectTestWallet(client)
    const account = await openModal(client, {}, 'Account')
    await userEvent.click(account.getByRole('button', { name: 'Receive' }))
    await waitFor(() => expect(client.getState().modal.history.at(-1)?.view).toBe('WalletReceive'))
    const receive = await findModal('WalletReceive')
    await userEvent.click(receive.getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(client.getState().modal.history.at(-1)?.view).toBe('Account'))
  })

  test('parameters: locale es', async () => {
    const { client } = createTestClient()
    renderLatch(client, null, { locale: 'es' })
    await connectTestWallet(client)
    const modal = await openModal(client, { view: 'WalletReceive' }, 'WalletReceive')
    expect(modal.getByTestId('latch-receive-network').textContent).toBe('Recibir en Ethereum')
    expectShown(modal.getByRole('button', { name: 'Copiar dirección' }))
  })
})
