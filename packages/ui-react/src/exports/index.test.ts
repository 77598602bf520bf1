import { expect, test } from 'vitest'
import * as exports from './index'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AccountButton",
      "BUNDLED_LOCALES",
      "ConnectButton",
      "DEFAULT_WALLETS",
      "LatchProvider",
      "MISSING_PROVIDER_MESSAGE",
      "NetworkButton",
      "createTranslator",
      "darkTheme",
      "en",
      "es",
      "formatAddress",
      "formatAmount",
      "formatRelativeTime",
      "lightTheme",
      "themeToCssVariables",
      "useDisconnect",
      "useLatch",
      "useLatchAccount",
      "useLatchClient",
      "useLatchEvents",
      "useLatchNetwork",
      "useLatchProvider",
      "useLatchSelector",
      "useLatchState",
      "useLatchTheme",
      "useWalletInfo",
    ]
  `)
})
