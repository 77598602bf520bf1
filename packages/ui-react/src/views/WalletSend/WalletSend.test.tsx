import type { Balance } from '@latch/core'
import { close, connect, send, setActiveNamespace } from '@latch/core/actions'
import { createTestAdapter, testNetworks } from '@latch/core/testing'
import { act, waitFor } from '@testing-library/react'
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

// Pasted into To (userEvent.fill), as a visitor enters an address; a name and the amount are typed.
const RECEIVER = '0x3333333333333333333333333333333333333333'
const FEE: Balance = { value: '21000000000000', formatted: '0.000021', symbol: 'ETH', decimals: 18 }

/** A wallet holding 1.2345 ETH; the adapter checks EVM addresses, estimates a 0.000021 ETH fee, resolves one name. */
function setup(locale?: string) {
  const adapter = Object.assign(createTestAdapter({ balance: 1_234_500_000_000_000_000n }), {
    isAddress: (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address),
    estimateTransferFee: async () => FEE,
    resolveName: async ({ name }: { name: string }) => (name === 'friend.eth' ? RECEIVER : null),
  })
  const { client } = createTestClient({ adapter, tokenPrices: async ({ tokens }) => tokens.map(() => 2000) })
  renderLatch(client, null, locale ? { locale } : {})
  return { client, adapter }
}

async function openSend(client: ReturnType<typeof setup>['client']) {
  await connectTestWallet(client)
  await openModal(client, {}, 'Account')
  const account = await findModal('Account')
  await userEvent.click(account.getByRole('button', { name: 'Send' }))
  const send = await findModal('WalletSend')
  await waitFor(() =>
    expect((send.getByRole('combobox', { name: 'Token' }) as HTMLSelectElement).value).toBe('native'),
  )
  return send
}

describe('WalletSend and WalletSendPreview', () => {
  test('default: Max keeps the fee back, USD value, receiver checked, preview with fee, Send returns to Account', async () => {
    const { client, adapter } = setup()
    const send = await openSend(client)
    await userEvent.click(send.getByRole('button', { name: 'Max' }))
    const amount = send.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
    await waitFor(() => expect(amount.value).toBe('1.234479'))
    expect(send.getByTestId('latch-send-usd').textContent).toBe('$2,468.96')
    const receiver = send.getByRole('textbox', { name: 'To' })
    await userEvent.type(receiver, '0x3333')
    expect(send.getByTestId('latch-send-receiver-invalid').textContent).toBe(
      'Not a valid address on this network',
    )
    expect((send.getByRole('button', { name: 'Review' }) as HTMLButtonElement).disabled).toBe(true)
    await userEvent.fill(receiver, RECEIVER)
    await userEvent.click(send.getByRole('button', { name: 'Review' }))
    const preview = await findModal('WalletSendPreview')
    await waitFor(() =>
      expect(preview.getByTestId('latch-send-preview-fee').textContent).toBe('Network fee: 0.000021 ETH'),
    )
    expect(preview.getByTestId('latch-send-preview-amount').textContent).toBe('1.2345 ETH')
    expect(preview.getByTestId('latch-send-preview-receiver').textContent).toBe(`To ${RECEIVER}`)
    await userEvent.click(preview.getByRole('button', { name: 'Send' }))
    await findModal('Account')
    expect(adapter.sent).toEqual([
      {
        from: `eip155:1:0x1111111111111111111111111111111111111111`,
        to: RECEIVER,
        token: { symbol: 'ETH', decimals: 18 },
        value: 1_234_479_000_000_000_000n,
      },
    ])
    expect(client.getState().send.sendTokenAmount).toBeUndefined()
  })

  test('behavior: an ENS name resolves to its address', async () => {
    const { client } = setup()
    const send = await openSend(client)
    await userEvent.type(send.getByRole('textbox', { name: 'To' }), 'friend.eth')
    await waitFor(() =>
      expect(send.getByTestId('latch-send-receiver-resolved').textContent?.trim()).toBe(RECEIVER),
    )
    expect(client.getState().send).toMatchObject({
      receiverAddress: RECEIVER,
      receiverProfileName: 'friend.eth',
    })
  })

  test('behavior: Review Send is one card: the amount with its USD value on top, then from and to with avatars beside the addresses, the network with its icon, and the fee (issue 40)', async () => {
    const { client } = setup()
    const send = await openSend(client)
    await userEvent.type(send.getByRole('textbox', { name: 'Amount' }), '0.5')
    await userEvent.fill(send.getByRole('textbox', { name: 'To' }), RECEIVER)
    await userEvent.click(send.getByRole('button', { name: 'Review' }))
    const preview = await findModal('WalletSendPreview')
    await waitFor(() =>
      expect(preview.getByTestId('latch-send-preview-fee').textContent).toBe('Network fee: 0.000021 ETH'),
    )
    const card = preview.getByRole('region', { name: 'Review' })
    expectShown(card)
    expect(getComputedStyle(card).borderTopWidth).toBe('1px')
    expect(preview.getByTestId('latch-send-preview-usd').textContent).toBe('$1,000.00')
    expect(preview.getByTestId('latch-send-preview-from').textContent).toBe('From 0x1111…1111')
    const networkRow = preview.getByTestId('latch-send-preview-network')
    expect(networkRow.lastElementChild?.textContent).toBe('Network: Ethereum')
    // The network's icon (its image, or its letter tile without one) before its name.
    const icon = networkRow.querySelector('.latch-image') as HTMLElement
    expectShown(icon)
    expect(icon.getBoundingClientRect().right).toBeLessThanOrEqual(
      (networkRow.lastElementChild as HTMLElement).getBoundingClientRect().left,
    )
    const box = card.getBoundingClientRect()
    const parts = [
      preview.getByTestId('latch-send-preview-amount'),
      preview.getByTestId('latch-send-preview-from'),
      preview.getByTestId('latch-send-preview-to'),
      preview.getByTestId('latch-send-preview-receiver'),
      preview.getByTestId('latch-send-preview-network'),
      preview.getByTestId('latch-send-preview-fee'),
    ].map((element) => element.getBoundingClientRect())
    // Everything inside the card, in reading order top to bottom.
    for (const part of parts) {
      expect(part.top).toBeGreaterThanOrEqual(box.top)
      expect(part.bottom).toBeLessThanOrEqual(box.bottom)
    }
    const tops = parts.map((part) => part.top)
    expect(tops).toEqual([...tops].sort((a, b) => a - b))
    // Each party's avatar sits to the left of its address, on the same line.
    const avatars = [...card.querySelectorAll<HTMLElement>('[data-testid="latch-address-avatar"]')]
    expect(avatars).toHaveLength(2)
    const parties = [
      preview.getByTestId('latch-send-preview-from'),
      preview.getByTestId('latch-send-preview-to'),
    ]
    expect(parties[1]?.textContent).toBe('0x3333…3333')
    avatars.forEach((avatar, index) => {
      const face = avatar.getBoundingClientRect()
      expect(face.width).toBeGreaterThan(20)
      const text = parties[index]?.lastElementChild as HTMLElement
      const line = text.getBoundingClientRect()
      expect(face.right).toBeLessThanOrEqual(line.left)
      expect(Math.abs(face.top + face.height / 2 - (line.top + line.height / 2))).toBeLessThan(line.height)
    })
  })

  test('behavior: after the active namespace changes from EVM to Solana, the send form holds SOL and checks the amount and Max against the SOL balance (issue 40)', async () => {
    const evm = Object.assign(createTestAdapter({ balance: 1_234_500_000_000_000_000n }), {
      isAddress: (address: string) => /^0x[0-9a-fA-F]{40}$/.test(address),
      estimateTransferFee: async () => FEE,
    })
    const solana = Object.assign(
      createTestAdapter({
        namespace: 'solana',
        addresses: ['9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
        balance: 5_000_000_000n,
        decimals: 9,
        symbol: 'SOL',
        connectors: [
          { id: 'sol-wallet', name: 'Sol Wallet', namespace: 'solana', type: 'announced', installed: true },
        ],
      }),
      {
        estimateTransferFee: async (): Promise<Balance> => ({
          value: '5000',
          formatted: '0.000005',
          symbol: 'SOL',
          decimals: 9,
        }),
      },
    )
    const { client } = createTestClient({
      adapters: [evm, solana],
      networks: [testNetworks.mainnet, testNetworks.solana],
    })
    renderLatch(client)
    // The form is left on ETH with an amount typed.
    const ethForm = await openSend(client)
    await userEvent.type(ethForm.getByRole('textbox', { name: 'Amount' }), '1')
    await act(() => close(client))
    await act(async () => {
      await connect(client, { namespace: 'solana', connectorId: 'sol-wallet' })
    })
    act(() => setActiveNamespace(client, { namespace: 'solana' }))
    const account = await openModal(client, {}, 'Account')
    await userEvent.click(account.getByRole('button', { name: 'Send' }))
    const solForm = await findModal('WalletSend')
    const token = solForm.getByRole('combobox', { name: 'Token' }) as HTMLSelectElement
    await waitFor(() => expect(token.selectedOptions[0]?.textContent).toBe('SOL · 5'))
    const amount = solForm.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement
    expect(amount.value).toBe('')
    // 3 SOL is within the SOL balance (it is above the 1.2345 ETH the form held before).
    await userEvent.type(amount, '3')
    expect(solForm.queryByRole('alert')).toBeNull()
    await userEvent.clear(amount)
    await userEvent.click(solForm.getByRole('button', { name: 'Max' }))
    await waitFor(() => expect(amount.value).toBe('4.999995'))
    await userEvent.clear(amount)
    await userEvent.type(amount, '6')
    expect(solForm.getByRole('alert').textContent).toBe('Insufficient balance')
  })

  test("behavior: the token picker shows the chosen token's icon from the host's list, letters for one without, and a chevron (issue 40)", async () => {
    const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    const icon =
      'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2224%22 height=%2224%22%3E%3Ccircle cx=%2212%22 cy=%2212%22 r=%2212%22 fill=%22%232775ca%22/%3E%3C/svg%3E'
    const adapter = Object.assign(createTestAdapter({ balance: 1_234_500_000_000_000_000n }), {
      getTokenBalances: async () => [
        {
          networkId: 'eip155:1' as const,
          address: USDC,
          name: 'USD Coin',
          symbol: 'USDC',
          decimals: 6,
          quantity: '250.5',
        },
      ],
    })
    const { client } = createTestClient({
      adapter,
      tokens: { 'eip155:1': [{ address: USDC, symbol: 'USDC', iconUrl: icon }] },
    })
    renderLatch(client)
    const send = await openSend(client)
    const picker = send.getByTestId('latch-send-token')
    expect(picker.querySelector('[data-testid="latch-initials"]')?.textContent).toBe('E')
    expect(picker.querySelector('svg')?.dataset.icon).toBe('chevron')
    const select = send.getByRole('combobox', { name: 'Token' }) as HTMLSelectElement
    await waitFor(() => expect(select.options).toHaveLength(2))
    await userEvent.selectOptions(select, select.options[1]?.value ?? '')
    await waitFor(() => expect(picker.querySelector('img')).not.toBeNull())
    const image = picker.querySelector('img') as HTMLImageElement
    expect(image.getAttribute('src')).toBe(icon)
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0))
    // The icon sits inside the picker's box, before the token's name, not over it.
    const box = select.getBoundingClientRect()
    const badge = image.getBoundingClientRect()
    expect(badge.left).toBeGreaterThan(box.left)
    expect(badge.right).toBeLessThan(box.left + Number.parseFloat(getComputedStyle(select).paddingLeft))
  })

  test('behavior: an amount above the balance is refused before the preview', async () => {
    const { client, adapter } = setup()
    const send = await openSend(client)
    await userEvent.type(send.getByRole('textbox', { name: 'Amount' }), '2')
    await userEvent.fill(send.getByRole('textbox', { name: 'To' }), RECEIVER)
    expect(send.getByRole('alert').textContent).toBe('Insufficient balance')
    expect((send.getByRole('button', { name: 'Review' }) as HTMLButtonElement).disabled).toBe(true)
    expect(adapter.sent).toEqual([])
  })

  test('error: a declined signature stays on the preview with the form as it was; Send again works', async () => {
    const { client, adapter } = setup()
    const send = await openSend(client)
    await userEvent.type(send.getByRole('textbox', { name: 'Amount' }), '0.5')
    await userEvent.fill(send.getByRole('textbox', { name: 'To' }), RECEIVER)
    await userEvent.click(send.getByRole('button', { name: 'Review' }))
    const preview = await findModal('WalletSendPreview')
    const before = client.getState().send
    adapter.rejectNext()
    await userEvent.click(preview.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(preview.getByRole('alert').textContent).toBe('User rejected the request'))
    expect(client.getState().send).toEqual(before)
    expect(client.getState().modal.history.at(-1)?.view).toBe('WalletSendPreview')
    await userEvent.click(preview.getByRole('button', { name: 'Send' }))
    await findModal('Account')
    expect(adapter.sent).toHaveLength(1)
  })

  test('behavior: Send clicked twice while the wallet prompt is open sends once', async () => {
    const { client, adapter } = setup()
    const form = await openSend(client)
    await userEvent.type(form.getByRole('textbox', { name: 'Amount' }), '0.5')
    await userEvent.fill(form.getByRole('textbox', { name: 'To' }), RECEIVER)
    await userEvent.click(form.getByRole('button', { name: 'Review' }))
    const preview = await findModal('WalletSendPreview')
    const prompt = adapter.holdNext()
    const button = preview.getByRole('button', { name: 'Send' })
    await userEvent.click(button)
    await waitFor(() => expectShown(preview.getByRole('button', { name: 'Sending…' })))
    // A disabled button ignores the click; a forced second call joins the first.
    void send(client).catch(() => {})
    prompt.approve()
    await findModal('Account')
    expect(adapter.sent).toHaveLength(1)
  })

  test('error: the wallet drops the connection mid-send: a clear message, nothing sent twice, Send again works (RELIABILITY #14)', async () => {
    const { client, adapter } = setup()
    const send = await openSend(client)
    await userEvent.type(send.getByRole('textbox', { name: 'Amount' }), '0.5')
    await userEvent.fill(send.getByRole('textbox', { name: 'To' }), RECEIVER)
    await userEvent.click(send.getByRole('button', { name: 'Review' }))
    const preview = await findModal('WalletSendPreview')
    const prompt = adapter.holdNext()
    await userEvent.click(preview.getByRole('button', { name: 'Send' }))
    prompt.reject({ code: 4900, message: 'Disconnected' })
    await waitFor(() => expect(preview.getByRole('alert').textContent).toBe('The wallet disconnected'))
    expect(adapter.sent).toEqual([])
    expect(client.getState().send).toMatchObject({
      sendTokenAmount: '0.5',
      receiverAddress: RECEIVER,
      loading: false,
    })
    await userEvent.click(preview.getByRole('button', { name: 'Send' }))
    await findModal('Account')
    expect(adapter.sent).toHaveLength(1)
  })

  test('parameters: locale es', async () => {
    const { client } = setup('es')
    await connectTestWallet(client)
    const send = await openModal(client, { view: 'WalletSend' }, 'WalletSend')
    expectShown(send.getByRole('button', { name: 'Máx.' }))
    expectShown(send.getByRole('textbox', { name: 'Cantidad' }))
    expectShown(send.getByRole('button', { name: 'Revisar' }))
  })
})
