import { close } from '@latch/core/actions'
import { createTestAdapter } from '@latch/core/testing'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { expectShown } from '../test/expectShown'
import { connectTestWallet, createTestClient, renderLatch } from '../test/renderLatch'
import { AccountButton } from './AccountButton'
import { ConnectButton } from './ConnectButton'
import { NetworkButton } from './NetworkButton'

describe('buttons', () => {
  test('default: ConnectButton opens Connect and becomes the account once connected', async () => {
    const { client } = createTestClient()
    renderLatch(client, <ConnectButton />)
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    expect(client.getState().modal.history.at(-1)?.view).toBe('Connect')
    act(() => close(client))
    await connectTestWallet(client)
    await waitFor(() =>
      expectShown(
        screen.getByRole('button', { name: 'Open account of 0x1111111111111111111111111111111111111111' }),
      ),
    )
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('1.2345 ETH 0x1111…1111'))
  })

  test('behavior: pointing at the connect button loads the wallet code of the installed wallet before the click (issue 39)', async () => {
    const loads: string[] = []
    const adapter = Object.assign(createTestAdapter(), {
      load: async () => {
        loads.push('eip155')
      },
    })
    const { client } = createTestClient({ adapter })
    renderLatch(client, <ConnectButton />)
    expect(loads).toEqual([])
    await userEvent.hover(screen.getByRole('button', { name: 'Connect Wallet' }))
    await waitFor(() => expect(loads).toEqual(['eip155']))
    expect(client.getState().modal.open).toBe(false)
  })

  test('parameters: label and class', () => {
    const { client } = createTestClient()
    renderLatch(client, <ConnectButton label="Sign in" className="host-button" />)
    const button = screen.getByRole('button', { name: 'Sign in' })
    expect(button.className).toBe('latch-connect-button latch-b host-button')
  })

  test('default: AccountButton renders nothing while disconnected and opens Account', async () => {
    const { client } = createTestClient()
    const { container } = renderLatch(client, <AccountButton balance="hide" />)
    expect(container.querySelector('button')).toBeNull()
    await connectTestWallet(client)
    await userEvent.click(screen.getByRole('button'))
    expect(screen.getByRole('button').textContent).toBe('0x1111…1111')
    expect(client.getState().modal.history.at(-1)?.view).toBe('Account')
  })

  test('default: NetworkButton shows the network and opens Networks', async () => {
    const { client } = createTestClient()
    renderLatch(client, <NetworkButton />)
    await userEvent.click(screen.getByRole('button', { name: 'Network: Ethereum' }))
    expect(client.getState().modal.history.at(-1)?.view).toBe('Networks')
  })

  test('parameters: features.networkSwitch false: NetworkButton shows the network, offers no switch and a default cursor, not a pointer (issue 41)', async () => {
    const { client } = createTestClient({ features: { networkSwitch: false } })
    renderLatch(client, <NetworkButton />)
    const button = screen.getByRole('button', { name: 'Network: Ethereum' })
    expect(button).toBeDisabled()
    // Nothing to press: the arrow, not the hand an enabled button shows.
    expect(getComputedStyle(button).cursor).toBe('default')
    await userEvent.click(button, { force: true })
    expect(client.getState().modal.open).toBe(false)
  })

  describe('styled look (issue 40)', () => {
    const hostSheets: HTMLStyleElement[] = []
    /** A host page's own stylesheet, as a host app ships it. */
    function hostStylesheet(css: string) {
      const sheet = document.createElement('style')
      sheet.textContent = css
      document.head.append(sheet)
      hostSheets.push(sheet)
    }
    afterEach(() => {
      for (const sheet of hostSheets.splice(0)) sheet.remove()
    })

    test('default: a host stylesheet `button { all: unset; color: red; font-size: 40px }` does not reach the styled buttons', async () => {
      hostStylesheet(
        'button { all: unset; color: red; font-size: 40px } main .host button { padding: 30px; border-radius: 0 } span { display: block; font-size: 40px; color: red }',
      )
      const { client } = createTestClient()
      renderLatch(
        client,
        <main>
          <div className="host">
            <ConnectButton />
          </div>
        </main>,
      )
      const connect = getComputedStyle(screen.getByRole('button', { name: 'Connect Wallet' }))
      expect(connect.fontSize).toBe('14px')
      expect(connect.color).toBe('rgb(11, 11, 15)')
      expect(connect.display).toBe('inline-flex')
      expect(connect.paddingLeft).toBe('12px')
      expect(connect.borderTopLeftRadius).not.toBe('0px')
      expect(connect.cursor).toBe('pointer')
      await connectTestWallet(client)
      const account = await screen.findByRole('button', {
        name: 'Open account of 0x1111111111111111111111111111111111111111',
      })
      await waitFor(() => expect(account.textContent).toContain('ETH'))
      for (const part of account.querySelectorAll('span:not([aria-hidden])')) {
        const style = getComputedStyle(part)
        expect(style.fontSize).toBe('14px')
        expect(style.color).not.toBe('rgb(255, 0, 0)')
        expect(style.display).toBe('flex') // inline-flex, blockified as a flex item
      }
      expect(account.getBoundingClientRect().height).toBe(40)
    })

    test('default: the account shows balance and address apart, with the network icon and the avatar loaded after the first paint', async () => {
      const { client } = createTestClient()
      renderLatch(client, <AccountButton />)
      await connectTestWallet(client)
      const button = await screen.findByRole('button')
      await waitFor(() => expect(button.textContent).toBe('1.2345 ETH 0x1111…1111'))
      expect(button.innerText).not.toContain('ETH0x')
      const balance = button.querySelector('.latch-account-button-balance') as HTMLElement
      const address = button.querySelector('.latch-account-button-address') as HTMLElement
      const gap = address.getBoundingClientRect().left - balance.getBoundingClientRect().right
      expect(gap).toBeGreaterThanOrEqual(6)
      await waitFor(() => {
        expect(balance.querySelector('.latch-b-icon .latch-network-mark')).not.toBeNull()
        expect(address.querySelector('.latch-b-icon [data-testid="latch-address-avatar"]')).not.toBeNull()
      })
      const icon = balance.querySelector('.latch-b-icon') as HTMLElement
      expect(icon.getBoundingClientRect().width).toBe(22)
    })

    test('default: NetworkButton is styled like the others (mark then name), a host `button { all: unset }` does not reach it', async () => {
      hostStylesheet(
        'button { all: unset; color: red; font-size: 40px } span { display: block; font-size: 40px }',
      )
      const { client } = createTestClient()
      renderLatch(client, <NetworkButton className="host-button" />)
      const button = screen.getByRole('button', { name: 'Network: Ethereum' })
      expect(button.className).toBe('latch-network-button latch-b host-button')
      const style = getComputedStyle(button)
      expect(style.fontSize).toBe('14px')
      expect(style.color).not.toBe('rgb(255, 0, 0)')
      expect(style.display).toBe('inline-flex')
      expect(style.cursor).toBe('pointer')
      expect(button.getBoundingClientRect().height).toBe(40)
      expect(button.textContent).toBe('Ethereum')
      // The network's official mark, loaded after the first paint, before the name.
      await waitFor(() =>
        expect(
          button.querySelector('.latch-b-icon .latch-network-mark')?.getAttribute('data-network-mark'),
        ).toBe('ethereum'),
      )
      const icon = button.querySelector('.latch-b-icon') as HTMLElement
      expect(icon.getBoundingClientRect().width).toBe(22)
      expect(button.firstElementChild).toBe(icon)
      const mark = icon.querySelector('img') as HTMLImageElement
      await waitFor(() => expect(mark.naturalWidth).toBeGreaterThan(0))
    })

    test('parameters: headless NetworkButton keeps only its class names, no icon, for the host stylesheet', () => {
      hostStylesheet('.latch-network-button { font-size: 40px }')
      const { client } = createTestClient()
      renderLatch(client, <NetworkButton headless className="host-button" />)
      const button = screen.getByRole('button', { name: 'Network: Ethereum' })
      expect(button.className).toBe('latch-network-button host-button')
      expect(button.getAttribute('data-theme')).toBeNull()
      expect(button.querySelector('.latch-b-icon')).toBeNull()
      expect(getComputedStyle(button).fontSize).toBe('40px')
      expect(button.textContent).toBe('Ethereum')
    })

    test("parameters: the theme's mode and accent reach the buttons", async () => {
      const { client } = createTestClient({
        themeMode: 'dark',
        themeVariables: { '--latch-accent': 'rgb(0, 128, 0)' },
      })
      renderLatch(client, <ConnectButton />)
      const connect = screen.getByRole('button', { name: 'Connect Wallet' })
      expect(connect.getAttribute('data-theme')).toBe('dark')
      expect(getComputedStyle(connect).backgroundColor).toBe('rgb(0, 128, 0)')
      await connectTestWallet(client)
      const account = await screen.findByRole('button', { name: /^Open account of/ })
      expect(getComputedStyle(account).backgroundColor).toBe('rgb(42, 42, 42)')
    })

    test('parameters: headless leaves the buttons to the host stylesheet, with class names only', async () => {
      hostStylesheet('.latch-connect-button, .latch-account-button { font-size: 40px }')
      const { client } = createTestClient()
      renderLatch(client, <ConnectButton headless className="host-button" />)
      const connect = screen.getByRole('button', { name: 'Connect Wallet' })
      expect(connect.className).toBe('latch-connect-button host-button')
      expect(getComputedStyle(connect).fontSize).toBe('40px')
      await connectTestWallet(client)
      const account = await screen.findByRole('button', { name: /^Open account of/ })
      await waitFor(() => expect(account.textContent).toBe('1.2345 ETH 0x1111…1111'))
      expect(account.className).toBe('latch-account-button host-button')
      expect(account.querySelector('.latch-b-icon')).toBeNull()
      expect(getComputedStyle(account).fontSize).toBe('40px')
    })
  })
})
