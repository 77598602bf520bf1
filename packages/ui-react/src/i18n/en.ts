import { ENGLISH_BUTTONS } from './buttonMessages'
import accounts from './catalogues/accounts/en'
import connections from './catalogues/connections/en'
import email from './catalogues/email/en'
import guide from './catalogues/guide/en'
import onramp from './catalogues/onramp/en'
import receive from './catalogues/receive/en'
import send from './catalogues/send/en'
import siwx from './catalogues/siwx/en'
import swap from './catalogues/swap/en'
import wallet from './catalogues/wallet/en'
import walletconnect from './catalogues/walletconnect/en'
import { joinMessages } from './joinMessages'

/**
 * English of the base catalogue: the messages of the shell and of every view that is not a feature's. Each other
 * locale's base catalogue (`catalogues/<tag>.ts`) translates these keys and is one chunk.
 */
export const enBase = /* @__PURE__ */ joinMessages(ENGLISH_BUTTONS, {
  'modal.back': 'Back',
  'modal.close': 'Close',
  'modal.loading': 'Loading',
  'notice.dismiss': 'Dismiss',
  'title.Connect': 'Connect Wallet',
  'title.ConnectWallets': 'Connect Wallet',
  'title.AllWallets': 'All Wallets',
  'title.ConnectingExternal': '{name}',
  'title.Account': 'Account',
  'title.Networks': 'Choose Network',
  'title.SwitchNetwork': '{name}',
  'title.SwitchActiveChain': 'Switch chain',
  'title.UnsupportedChain': 'Switch Network',
  'title.ConnectingWalletConnectBasic': 'WalletConnect',
  'title.ConnectingFarcaster': 'Farcaster',
  'title.DataCapture': 'Email',
  'title.EmailVerifyOtp': 'Confirm Email',
  'title.SIWXSignMessage': 'Sign In',
  'title.ApproveTransaction': 'Approve Transaction',
  'title.OnRampTokenSelect': 'Select Token',
  'title.OnRampFiatSelect': 'Select Currency',
  'title.OnRampProviders': 'Choose Provider',
  'title.WalletReceive': 'Receive',
  'title.WalletSend': 'Send',
  'title.WalletSendPreview': 'Review Send',
  'title.Swap': 'Swap',
  'title.SwapPreview': 'Review Swap',
  'title.WalletGuide': 'What is a wallet?',
  'title.Connections': 'Connections',
  'connect.email': 'Continue with e-mail',
  'connect.social': 'Continue with {provider}',
  'connect.continueWithWallet': 'Continue with a wallet',
  'connect.allWallets': 'All Wallets',
  'connect.walletGuide': 'New to wallets?',
  'email.label': 'Email',
  'email.placeholder': 'you@example.com',
  'email.sending': 'Sending code…',
  'wallet.installed': 'Installed',
  'wallet.recent': 'Recent',
  'wallet.featured': 'Featured',
  'legal.prefix': 'By connecting your wallet, you agree to our',
  'legal.terms': 'Terms of Service',
  'legal.and': 'and',
  'legal.privacy': 'Privacy Policy',
  'allWallets.search': 'Search wallet',
  'allWallets.empty': 'No wallet found',
  'allWallets.searching': 'Searching wallets',
  'allWallets.more': 'Show more wallets',
  'allWallets.grid': 'Wallets',
  'connecting.pending': 'Continue in {name}',
  'connecting.pendingHint': 'Accept the connection request in the wallet',
  'connecting.rejected': 'Connection declined',
  'connecting.rejectedHint': 'Connection can be declined if a previous request is still active',
  'connecting.error': 'Connection failed',
  'connecting.alreadyPendingHint': 'Once you have approved it in {name}, press Try again.',
  'connecting.retry': 'Try again',
  'connecting.notInstalled': '{name} is not installed',
  'connecting.notInstalledHint': 'Install the wallet, then reload this page to connect.',
  'connecting.getWallet': 'Get {name}',
  'walletConnect.entry': 'WalletConnect',
  'walletConnect.entryHint': 'QR code',
  'walletConnect.loading': 'Preparing the QR code',
  'walletConnect.scan': 'Scan this QR code with your phone',
  'walletConnect.scanHint': 'Open your wallet app and scan, or copy the link into a desktop wallet.',
  'walletConnect.qr': 'WalletConnect QR code',
  'walletConnect.copy': 'Copy link',
  'walletConnect.copied': 'Link copied',
  'walletConnect.expiredHint': 'Refresh to get a new one, then scan it within 5 minutes.',
  'walletConnect.refresh': 'Refresh',
  'walletConnect.relayHint':
    'Check your internet connection, then try again. If it keeps failing, the relay of this site may be down.',
  'walletConnect.rejected': 'Connection declined',
  'walletConnect.failed': 'Connection failed',
  'walletConnect.retry': 'Try again',
  'walletConnect.useInstead': 'Connect {name} with WalletConnect',
  'walletConnect.openIn': 'Open in {name}',
  'account.copy': 'Copy address',
  'account.copied': 'Address copied',
  'account.balanceLoading': 'Loading balance',
  'account.disconnect': 'Disconnect',
  'account.connections': 'Manage wallets',
  'account.avatar': 'Avatar of {name}',
  'account.tabs': 'Account tabs',
  'account.tabTokens': 'Tokens',
  'account.tabActivity': 'Activity',
  'account.receive': 'Receive',
  'account.send': 'Send',
  'account.buy': 'Buy crypto',
  'account.useSmartAccount': 'Use smart account',
  'account.useStandardAccount': 'Use standard account',
  'tokens.loading': 'Loading tokens',
  'tokens.error': 'Token balances could not be loaded.',
  'tokens.unavailable': 'Token balances are not available on this network.',
  'tokens.empty': 'No tokens yet',
  'tokens.networkBalance': 'Network balance {value}',
  'tokens.noPrice': 'No price',
  'tokens.spam': 'Possible spam',
  'tokens.unverified': 'Unverified',
  'tokens.retry': 'Try again',
  'activity.loading': 'Loading activity',
  'activity.error': 'Activity could not be loaded.',
  'activity.unavailable': 'Activity is not available on this network.',
  'activity.empty': 'No activity yet',
  'activity.retry': 'Try again',
  'activity.sent': 'Sent',
  'activity.received': 'Received',
  'activity.contract': 'Contract call',
  'activity.failed': 'Failed',
  'activity.to': 'To {address}',
  'activity.from': 'From {address}',
  'activity.with': 'With {address}',
  'activity.self': 'your own address',
  'activity.lookalike': 'Not your address: it only looks like it',
  'activity.explorer': 'View on block explorer',
  'networks.footer': 'Your connected wallet may not support some of the networks available for this dApp',
  'networks.unsupported': 'Unsupported',
  'networks.active': 'Active',
  'networks.group': '{namespace} networks',
  'networks.notApproved': 'Not approved',
  'networks.notApprovedExplained':
    'Your wallet did not approve {network} for this connection. To use it, disconnect, connect again and approve it in your wallet.',
  'switchNetwork.pending': 'Approve in wallet',
  'switchNetwork.pendingHint': 'Accept the network switch request in your wallet',
  'switchNetwork.declined': 'Switch declined',
  'switchNetwork.declinedHint':
    'Switch can be declined if chain is not supported by a wallet or previous request is still active',
  'switchNetwork.retry': 'Try again',
  'switchNetwork.alreadyPendingHint': 'Once you have approved it in your wallet, press Try again.',
  'switchActiveChain.text': 'Your wallet is connected on another chain. Switch to {namespace} to continue.',
  'switchActiveChain.switch': 'Switch to {namespace}',
  'unsupportedChain.text':
    "This app doesn't support your current network. Switch to an available option to continue.",
  'unsupportedChain.textInWallet':
    "This app doesn't support your current network. Switch to a supported network in your wallet to continue.",
  'unsupportedChain.disconnect': 'Disconnect',
  'namespace.eip155': 'EVM',
  'namespace.solana': 'Solana',
  'namespace.polkadot': 'Polkadot',
  'namespace.bip122': 'Bitcoin',
  'namespace.cosmos': 'Cosmos',
  'namespace.sui': 'Sui',
  'namespace.stacks': 'Stacks',
  'time.sec': { one: '{count} sec', other: '{count} sec' },
  'time.min': { one: '{count} min', other: '{count} min' },
  'time.hr': { one: '{count} hr', other: '{count} hr' },
  'time.d': { one: '{count} d', other: '{count} d' },
  'time.mo': { one: '{count} mo', other: '{count} mo' },
  'time.yr': { one: '{count} yr', other: '{count} yr' },
  'notice.PROJECT_ID_NOT_CONFIGURED': 'Project ID Not Configured',
  'notice.SWITCH_NETWORK_NOT_FOUND': 'Switch network not found',
  'notice.SIGN_MESSAGE_FAILED': 'Error signing message',
  'notice.TOKEN_BALANCE_UNAVAILABLE': 'Token Balance Unavailable',
  'notice.SIGN_IN_REQUIRED': 'Sign in to continue, or cancel to disconnect',
  'notice.AUTH_INIT_FAILED': 'A problem occurred while trying initialize authentication',
  'notice.AUTHENTICATING': 'Authenticating...',
  'notice.MULTI_WALLET_NOT_ENABLED': 'Multi-wallet is not enabled',
  'notice.ORIGIN_NOT_ALLOWED': 'Origin {origin} is not allowed',
  'notice.RATE_LIMITED': 'App configuration rate-limited',
  'notice.SERVER_ERROR': 'Server error',
  'notice.UNSUPPORTED_PROVIDER': '{name} is not supported',
  'error.USER_REJECTED': 'User rejected the request',
  'error.INVALID_CAIP_ADDRESS': 'Invalid CAIP-10 address',
  'error.INVALID_CAIP_NETWORK_ID': 'Invalid CAIP-2 network id',
  'error.CONFLICTING_SIGN_IN_OPTIONS': 'Cannot set both `siweConfig` and `siwx` options',
  'error.RPC_METHOD_NOT_ALLOWED': 'Action not allowed',
  'error.EMAIL_COOLDOWN': 'Please try again after {seconds} seconds',
  'error.EMAIL_CODE_REJECTED': 'Invalid code',
  'error.EMAIL_CODE_REJECTED.invalidEmail': 'Invalid email',
  'error.EMAIL_CODE_REJECTED.invalidCode': 'Invalid code',
  'error.EMAIL_CODE_REJECTED.expired': 'Code expired',
  'error.EMAIL_CODE_REJECTED.tooManyAttempts': 'Too many attempts',
  'error.SOCIAL_LOGIN_FAILED': 'The login did not complete. Try again.',
  'error.SOCIAL_LOGIN_FAILED.unverifiedEmail': 'The provider did not verify this e-mail',
  'error.SOCIAL_LOGIN_FAILED.cancelled': 'The login was cancelled',
  'error.SOCIAL_LOGIN_FAILED.refused': 'The provider refused the login',
  'error.SOCIAL_LOGIN_FAILED.unreachable': 'The login provider cannot be reached',
  'error.SOCIAL_LOGIN_FAILED.expired': 'This login expired: start again',
  'error.RECOVERY_KIT_REQUIRED':
    'This wallet was created on another device. Without its recovery kit it cannot be opened here.',
  'error.SEND_AMOUNT_AND_RECEIVER_REQUIRED': 'An amount and receiver address are required',
  'error.SEND_TOKEN_REQUIRED': 'A token is required',
  'error.SEND_CHAIN_REQUIRED': 'A chain namespace is required to send',
  'error.TOKEN_ADDRESS_REQUIRED': 'A token address is required for a token transfer',
  'error.VIEW_NOT_AVAILABLE': 'This view is not available',
  'error.INVALID_AMOUNT': 'The amount is not a valid number for this token',
  'error.INVALID_ADDRESS': 'The address is not valid for this network',
  'error.UNSUPPORTED_CHAIN': 'Unsupported chain',
  'error.METHOD_NOT_SUPPORTED': 'Not supported by this wallet',
  'error.INSUFFICIENT_BALANCE': 'Insufficient balance',
  'error.CHAIN_DATA_UNAVAILABLE': 'Not available on this network',
  'error.ADAPTER_NOT_FOUND': 'Adapter not found',
  'error.NAMESPACE_OR_ADDRESS_NOT_FOUND': 'Namespace or address not found',
  'error.DISCONNECT_FAILED': 'Failed to disconnect chains: {reasons}',
  'error.NO_SESSION': 'Error connecting to wallet: No session found',
  'error.ONRAMP_UNAVAILABLE': 'Buying crypto is not available right now',
  'error.SWAP_UNAVAILABLE': 'Swapping is not available right now',
  'error.PAIRING_EXPIRED': 'The QR code expired',
  'error.RELAY_UNAVAILABLE': 'Cannot reach the WalletConnect relay',
  'error.SIGN_MESSAGE_FAILED': 'Error signing message',
  'error.SIGN_IN_NOT_VERIFIED': 'The sign-in signature could not be verified',
  'error.SESSION_EXPIRED': 'Your sign-in session has expired. Sign in again.',
  'error.SIGN_IN_REQUIRED': 'Sign in to continue',
  'error.INVALID_SIGN_IN_MESSAGE': 'The sign-in message has a field that is not allowed',
  'error.AUTH_INIT_FAILED': 'A problem occurred while trying initialize authentication',
  'error.INSUFFICIENT_LIQUIDITY': 'Insufficient liquidity',
  'error.SWITCH_NETWORK_NOT_FOUND': 'Switch network not found',
  'error.PROVIDER_DISCONNECTED': 'The wallet disconnected',
  'error.INVALID_TRANSACTION_HASH': 'Invalid transaction hash',
  'error.INVALID_SIGNATURE': 'Invalid signed message',
  'error.WALLET_REQUEST_FAILED': 'The wallet could not complete the request',
  'error.CONNECTOR_NOT_FOUND': 'Wallet not found',
  'error.REQUEST_ALREADY_PENDING': 'The request is waiting in your wallet. Open your wallet to approve it.',
})

/**
 * English of each feature catalogue (`catalogues/<feature>/en.ts`): the messages only that feature's views show.
 * The UI loads it as a chunk of its own with those views (`featureEnglish.ts`), as it loads each other locale's
 * feature catalogue (`catalogues/<feature>/<tag>.ts`), so a locale's base chunk stays within 3 KiB gzip (issue 37)
 * and the modal's chunk holds no feature's English (issue 39); this table is for `en` and the tests.
 */
export const FEATURE_ENGLISH = {
  accounts,
  connections,
  email,
  guide,
  onramp,
  receive,
  send,
  siwx,
  swap,
  wallet,
  walletconnect,
}

/** A feature whose messages are a catalogue of their own, loaded with its views. */
export type Feature = keyof typeof FEATURE_ENGLISH

/**
 * The English message catalogue: every visible string of the UI (base and features), for hosts that import it. The
 * UI itself never does: the first load carries its buttons' words, the modal's chunk `enBase`, and each feature's
 * English loads with the feature's views.
 */
export const en = /* @__PURE__ */ joinMessages(
  enBase,
  accounts,
  connections,
  email,
  guide,
  onramp,
  receive,
  send,
  siwx,
  swap,
  wallet,
  walletconnect,
)

/** A key of the message catalogue. */
export type MessageKey = keyof typeof en

/**
 * A message whose words depend on a count (`{count}`): one text per plural category of the locale
 * (`Intl.PluralRules`: zero, one, two, few, many, other), `other` always.
 */
export type PluralMessage = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>

/** A complete catalogue: every key translated; a plural message in English is a plural message in every locale. */
export type Messages = {
  [Key in MessageKey]: (typeof en)[Key] extends string ? string : PluralMessage
}

/** The messages of the base catalogue (a locale's `catalogues/<tag>.ts`). */
export type BaseMessages = Pick<Messages, keyof typeof enBase>

/** The messages of a feature's catalogue (a locale's `catalogues/<feature>/<tag>.ts`). */
export type FeatureMessages<Name extends Feature> = Pick<
  Messages,
  keyof (typeof FEATURE_ENGLISH)[Name] & MessageKey
>
