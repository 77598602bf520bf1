import { act, render } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { initials } from './initials'
import { isSafeImageUrl, MAX_DATA_URL_LENGTH } from './isSafeImageUrl'
import { isSafeLinkUrl } from './isSafeLinkUrl'
import { IMAGE_TIMEOUT_MS, WalletImage } from './WalletImage'

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

describe('isSafeImageUrl', () => {
  test('RELIABILITY #17: only https and data:image load', () => {
    expect(isSafeImageUrl('https://cdn.example/w.png')).toBe(true)
    expect(isSafeImageUrl(PNG_1PX)).toBe(true)
    expect(isSafeImageUrl('data:image/svg+xml;base64,PHN2Zy8+')).toBe(true)
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'http://cdn.example/w.png',
      '/w.png',
      'blob:x',
      '',
    ]) {
      expect(isSafeImageUrl(bad)).toBe(false)
    }
    expect(isSafeImageUrl(undefined)).toBe(false)
    expect(isSafeImageUrl(`data:image/png;base64,${'A'.repeat(MAX_DATA_URL_LENGTH)}`)).toBe(false)
  })
})

describe('isSafeLinkUrl', () => {
  test('RELIABILITY #18: https only', () => {
    expect(isSafeLinkUrl('https://wallet.example/get')).toBe(true)
    expect(isSafeLinkUrl('javascript:alert(1)')).toBe(false)
    expect(isSafeLinkUrl('file:///etc/passwd')).toBe(false)
  })
})

describe('initials', () => {
  test('default: two words, emoji and symbols skipped', () => {
    expect(initials('Trust Wallet')).toBe('TW')
    expect(initials('metamask')).toBe('M')
    expect(initials('🦊 Fox Wallet Pro')).toBe('FW')
    expect(initials('!!!')).toBe('?')
  })
})

describe('WalletImage', () => {
  test('RELIABILITY #17: an unsafe source shows initials, never an img', () => {
    const { container } = render(<WalletImage name="Evil Wallet" src="javascript:alert(1)" />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toBe('EW')
  })

  test('default: a safe source loads as an img', () => {
    const { container } = render(<WalletImage name="Good" src={PNG_1PX} />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe(PNG_1PX)
  })

  test('a logo whose load event the component never saw stays a logo after the time cap (issue 40: letter tiles after 5 s)', async () => {
    // An image can finish before the effect that starts the time cap runs (a data: URL, a cached logo, a view
    // rendered ahead of time); the component then sees no load event after it. Swallowing the event before React's
    // listener gets it makes that order certain.
    const swallowLoad = (event: Event) => {
      if (event.target instanceof HTMLImageElement) event.stopPropagation()
    }
    window.addEventListener('load', swallowLoad, true)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const { container } = render(<WalletImage name="Good" src={PNG_1PX} />)
      const image = container.querySelector('img')!
      await vi.waitFor(() => expect(image.complete && image.naturalWidth).toBe(1))
      act(() => {
        vi.advanceTimersByTime(IMAGE_TIMEOUT_MS + 1)
      })
      expect(container.querySelector('img')?.naturalWidth).toBe(1)
      expect(container.textContent).toBe('')
    } finally {
      vi.useRealTimers()
      window.removeEventListener('load', swallowLoad, true)
    }
  })

  test('behavior: a broken https image falls back to initials', async () => {
    const { container, findByTestId } = render(
      <WalletImage name="Broken Wallet" src="https://127.0.0.1:1/x.png" />,
    )
    expect(container.querySelector('img')).not.toBeNull()
    expect((await findByTestId('latch-initials')).textContent).toBe('BW')
  })
})
