import type { View } from '@latch/core'

/**
 * Views this package ships; the others arrive with their features' issues. Apart from the views' loaders
 * (`viewComponents.tsx`), so a view can ask whether another is shipped without importing every view's loader.
 */
export const SHIPPED_VIEWS = [
  'Connect',
  'ConnectWallets',
  'AllWallets',
  'WalletGuide',
  'ConnectingExternal',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'Account',
  'Connections',
  'Networks',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'SIWXSignMessage',
  'EmailVerifyOtp',
  'DataCapture',
  'WalletReceive',
  'WalletSend',
  'WalletSendPreview',
  'OnRampFiatSelect',
  'OnRampTokenSelect',
  'OnRampProviders',
  'Swap',
  'SwapPreview',
] as const satisfies readonly View[]

export type ShippedView = (typeof SHIPPED_VIEWS)[number]

/** True when this package has a component for the view. */
export function isShippedView(view: View): view is ShippedView {
  return (SHIPPED_VIEWS as readonly View[]).includes(view)
}
