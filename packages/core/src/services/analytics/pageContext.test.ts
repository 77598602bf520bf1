import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageContext } from './pageContext'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('pageContext', () => {
  it('default: undefined outside a browser', () => {
    expect(pageContext()).toBeUndefined()
  })

  it('behavior: the URL keeps origin and path but drops query and fragment (they can hold secrets)', () => {
    vi.stubGlobal('location', {
      href: 'https://dapp.example:8443/auth/callback?code=SECRET#token=SECRET',
      origin: 'https://dapp.example:8443',
      pathname: '/auth/callback',
      hostname: 'dapp.example',
    })
    expect(pageContext()).toEqual({ url: 'https://dapp.example:8443/auth/callback', domain: 'dapp.example' })
  })
})
