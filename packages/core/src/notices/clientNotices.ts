import type { Notice } from '../state/types'

// The notices the client shows before its engine has loaded (the first load); the rest are in catalogue.ts.

/** The host passed no projectId; the app keeps working. */
export const PROJECT_ID_NOT_CONFIGURED: Notice = {
  id: 'PROJECT_ID_NOT_CONFIGURED',
  variant: 'warning',
  message: 'Project ID Not Configured',
  details:
    'Pass a projectId to createLatch to enable WalletConnect and the wallet explorer and analytics services.',
}

/** Subscribing to all connections while multi-wallet is off. */
export const MULTI_WALLET_NOT_ENABLED: Notice = {
  id: 'MULTI_WALLET_NOT_ENABLED',
  variant: 'info',
  message: 'Multi-wallet is not enabled',
  details: 'Set remoteFeatures.multiWallet to true to keep several connections per namespace.',
}
