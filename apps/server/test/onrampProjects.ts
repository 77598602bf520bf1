import type { ProjectConfig } from '../src/db/projectConfig'

/** The test secrets, as the server's environment holds them. */
export const SIGNING_SECRET = 'sk_test_5f1c0e9a8b7d6c5e4f3a2b1c'
export const TRANSAK_SECRET = 'transak_secret_9e8d7c6b5a4f3e2d1c0b'
export const TRANSAK_API_KEY = 'transak-test-api-key'

const ETH = {
  asset: 'eip155:1/slip44:60',
  code: 'eth',
  symbol: 'ETH',
  name: 'Ether',
  networkCode: 'ethereum',
}
const USDC = {
  asset: 'eip155:1/erc20:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  code: 'usdc',
  symbol: 'USDC',
  name: 'USD Coin',
  networkCode: 'ethereum',
}

/** A project with one provider of each mode, and a signed one whose secret variable is never set. */
export function onrampProject(transakUrl: string): ProjectConfig {
  return {
    id: 'onramp-project',
    name: 'On-ramp project',
    allowedOrigins: [],
    featuredWalletIds: [],
    includeWalletIds: [],
    excludeWalletIds: [],
    features: [],
    analyticsEnabled: true,
    onramp: {
      providers: [
        {
          id: 'ramp',
          name: 'Ramp <b>Network</b>',
          logo: 'https://ramp.example/logo.svg',
          feeLabel: 'From 0.49%',
          mode: 'template',
          url: 'https://app.ramp.example/',
          query: { hostApiKey: 'public-ramp-key' },
          params: { fiat: 'fiatCurrency', asset: 'swapAsset', amount: 'fiatValue', address: 'userAddress' },
          fiatCurrencies: ['USD', 'EUR'],
          assets: [ETH, USDC],
          networks: ['eip155:1'],
        },
        {
          id: 'moonpay',
          name: 'MoonPay',
          feeLabel: '4.5%',
          mode: 'signed',
          url: '/onramp/demo-provider',
          query: { apiKey: 'pk_test_123' },
          params: {
            fiat: 'baseCurrencyCode',
            asset: 'currencyCode',
            amount: 'baseCurrencyAmount',
            address: 'walletAddress',
          },
          secretEnv: 'TEST_MOONPAY_SECRET',
          fiatCurrencies: ['USD', 'EUR', 'GBP'],
          assets: [ETH],
          networks: ['eip155:1'],
        },
        {
          id: 'transak',
          name: 'Transak',
          mode: 'session',
          session: {
            api: 'transak',
            apiUrl: transakUrl,
            gatewayUrl: transakUrl,
            apiKey: TRANSAK_API_KEY,
            referrerDomain: 'app.example.com',
            secretEnv: 'TEST_TRANSAK_SECRET',
          },
          fiatCurrencies: ['EUR'],
          assets: [USDC],
          networks: ['eip155:1'],
        },
        {
          id: 'unset-secret',
          name: 'No secret yet',
          mode: 'signed',
          url: 'https://buy.example/',
          query: {},
          params: {},
          secretEnv: 'TEST_UNSET_SECRET',
          fiatCurrencies: ['USD'],
          assets: [ETH],
          networks: ['eip155:1'],
        },
      ],
    },
  }
}

/** The server's environment in the tests: the demo page's test secret is the signed provider's. */
export const ONRAMP_ENV = {
  TEST_MOONPAY_SECRET: SIGNING_SECRET,
  TEST_TRANSAK_SECRET: TRANSAK_SECRET,
  LATCH_ONRAMP_DEMO_SECRET: SIGNING_SECRET,
}
