import { describe, expect, test } from 'vitest'
import { parseProjectsFile } from '../db/projectConfig'

const provider = {
  id: 'moonpay',
  name: 'MoonPay',
  mode: 'signed',
  url: 'https://buy.moonpay.com',
  params: { address: 'walletAddress' },
  secretEnv: 'MOONPAY_SECRET_KEY',
  fiatCurrencies: ['USD'],
  assets: [{ asset: 'eip155:1/slip44:60', code: 'eth', symbol: 'ETH', name: 'Ether' }],
  networks: ['eip155:1'],
}

const file = (providers: unknown[]) =>
  JSON.stringify({ projects: [{ id: 'p', name: 'P', onramp: { providers } }] })

describe('on-ramp providers in the projects file (issue 36)', () => {
  test('a provider of each mode is read', () => {
    const [project] = parseProjectsFile(
      file([
        provider,
        { ...provider, id: 'ramp', mode: 'template', secretEnv: undefined, url: '/onramp/demo-provider' },
        {
          ...provider,
          id: 'transak',
          mode: 'session',
          url: undefined,
          params: undefined,
          secretEnv: undefined,
          session: {
            api: 'transak',
            apiUrl: 'https://api-stg.transak.com',
            gatewayUrl: 'https://api-gateway-stg.transak.com',
            apiKey: 'key',
            referrerDomain: 'app.example.com',
            secretEnv: 'TRANSAK_API_SECRET',
          },
        },
      ]),
    )
    expect(project?.onramp?.providers.map((entry) => entry.mode)).toEqual(['signed', 'template', 'session'])
  })

  test.each([
    ['a javascript: page (RELIABILITY #18)', { url: 'javascript:alert(1)' }],
    ['an http: page', { url: 'http://buy.example.com' }],
    ['a protocol-relative page', { url: '//evil.example/x' }],
    ['an http: logo (RELIABILITY #17)', { logo: 'http://cdn.example/logo.png' }],
    ['an HTML data: logo', { logo: 'data:text/html,<script>1</script>' }],
    ['a secret written instead of a variable name', { secretEnv: 'sk_live_abc123' }],
    [
      'an asset that is not CAIP-19',
      { assets: [{ asset: 'eth', code: 'eth', symbol: 'ETH', name: 'Ether' }] },
    ],
    ['a lower-case fiat code', { fiatCurrencies: ['usd'] }],
    ['an unknown mode', { mode: 'iframe' }],
  ])('refuses %s and names the field', (_name, change) => {
    expect(() => parseProjectsFile(file([{ ...provider, ...change }]))).toThrow(
      /projects file: projects\.0\.onramp/,
    )
  })

  test('refuses two providers with one id', () => {
    expect(() => parseProjectsFile(file([provider, provider]))).toThrow(/provider ids must be unique/)
  })
})
