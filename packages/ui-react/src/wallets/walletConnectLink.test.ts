import { describe, expect, test } from 'vitest'
import { walletConnectLink } from './walletConnectLink'

const URI = 'wc:7f6e50@2?relay-protocol=irn&symKey=587d5484&expiryTimestamp=1705593600'
const ENCODED = encodeURIComponent(URI)

describe('walletConnectLink (RELIABILITY #18)', () => {
  test('mobile: the wallet scheme or its universal link, with the URI encoded', () => {
    expect(walletConnectLink({ mobile_link: 'metamask://' }, URI, 'mobile')).toBe(
      `metamask://wc?uri=${ENCODED}`,
    )
    expect(walletConnectLink({ mobile_link: 'https://metamask.app.link' }, URI, 'mobile')).toBe(
      `https://metamask.app.link/wc?uri=${ENCODED}`,
    )
    // Nothing of the URI is left unencoded: no raw '&' or '=' can add or replace query parameters.
    const link = walletConnectLink({ mobile_link: 'trust://' }, URI, 'mobile')!
    expect(new URL(link).searchParams.get('uri')).toBe(URI)
    expect([...new URL(link).searchParams.keys()]).toEqual(['uri'])
  })

  test('desktop: desktop_link first, else an https webapp_link; no mobile link on a desktop', () => {
    expect(
      walletConnectLink(
        { desktop_link: 'ledgerlive://', webapp_link: 'https://app.example' },
        URI,
        'desktop',
      ),
    ).toBe(`ledgerlive://wc?uri=${ENCODED}`)
    expect(walletConnectLink({ webapp_link: 'https://app.example/' }, URI, 'desktop')).toBe(
      `https://app.example/wc?uri=${ENCODED}`,
    )
    expect(walletConnectLink({ mobile_link: 'metamask://' }, URI, 'desktop')).toBeUndefined()
  })

  test('hostile links are never produced: javascript:, data:, file:, vbscript:, http: and an http web app', () => {
    for (const bad of [
      'javascript:alert(1)//',
      'data:text/html,<script>1</script>',
      'file:///etc/passwd',
      'vbscript:x',
      'http://wallet.example',
      ' ',
      'not a url',
    ])
      expect(
        walletConnectLink({ mobile_link: bad, desktop_link: bad, webapp_link: bad }, URI, 'mobile'),
      ).toBeUndefined()
    expect(walletConnectLink({ webapp_link: 'http://app.example' }, URI, 'desktop')).toBeUndefined()
    expect(walletConnectLink({ webapp_link: 'wallet://app' }, URI, 'desktop')).toBeUndefined()
  })
})
