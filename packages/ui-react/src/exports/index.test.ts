import { expect, test } from 'vitest'
import * as exports from './index'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AccountButton",
      "ConnectButton",
      "DEFAULT_WALLETS",
      "LOCALES",
      "LatchProvider",
      "MISSING_PROVIDER_MESSAGE",
      "NetworkButton",
      "createTranslator",
      "darkTheme",
      "en",
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
