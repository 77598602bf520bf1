import { join } from 'node:path'
import { HOST_DIR, PEERS_DIR } from './paths.mjs'

/** A Latch page: its folder under the host project's pages (bench/latch, copied into bench/.host), same selectors. */
function latchPage(id, label, folder, extra = {}) {
  return {
    id,
    label,
    kind: 'latch',
    root: join(HOST_DIR, 'pages', folder),
    button: { css: 'button.latch-connect-button' },
    wallet: { css: '[data-testid="latch-wallet-row"]' },
    allWallets: { css: '[data-testid="latch-all-wallets"]' },
    gridItem: { css: '[data-testid="latch-wallet-grid-item"]' },
    showMore: { css: 'button.latch-button', text: 'Show more wallets' },
    // Connect timing: the EVM dev wallet's row, and the account button that shows once it is connected.
    devWallet: { css: '[data-testid="latch-wallet-row"]', text: 'Latch Dev Wallet' },
    connected: { css: '.latch-account-button-address' },
    ...extra,
  }
}

/** The dev wallet's account (test-fixtures/evm, Anvil's first key) ends so: every kit's account button shows it. */
const DEV_ACCOUNT_END = '2266'

/**
 * The measured host pages. Each declares the button that opens its modal and the selector of a wallet entry in
 * the modal; both are looked up through open shadow roots (AppKit renders in shadow DOM). For the connect timing,
 * each also declares its entry for the EIP-6963 dev wallet ('Latch Dev Wallet', rdns dev.latch.wallet) and the
 * account button it paints once connected.
 */
export const ENTRIES = [
  latchPage('latch-evm', 'Latch (EVM)', 'evm'),
  latchPage('latch-evm-solana', 'Latch (EVM + Solana)', 'evm-solana'),
  // The whole kit (issue 39): seven adapters, WalletConnect on the local relay, the e-mail wallet.
  latchPage('latch-all', 'Latch (all-in: 7 namespaces + WalletConnect + e-mail)', 'all', {
    needsRelay: true,
  }),
  latchPage('latch-evm-wc', 'Latch (EVM + WalletConnect)', 'evm-wc', {
    // Click on the WalletConnect entry → the QR code of the pairing URI visible (the SDK chunk prefetched on hover).
    walletConnect: {
      entry: { css: '[data-testid="latch-walletconnect-entry"]' },
      qr: { css: '[data-testid="latch-qr"]' },
    },
    /** The page takes the local relay's URL as `?relay=`. */
    needsRelay: true,
  }),
  {
    id: 'appkit',
    label: 'AppKit + wagmi',
    kind: 'peer',
    root: join(PEERS_DIR, 'src', 'appkit'),
    button: { css: 'wui-connect-button' },
    wallet: { css: '[data-testid^="wallet-selector"]' },
    devWallet: { css: '[data-testid="wallet-selector-dev.latch.wallet"]' },
    // <appkit-button> swaps its connect button for the account button (address inside its shadow root).
    connected: { css: 'wui-account-button' },
  },
  {
    id: 'rainbowkit',
    label: 'RainbowKit',
    kind: 'peer',
    root: join(PEERS_DIR, 'src', 'rainbowkit'),
    button: { css: '[data-testid="rk-connect-button"]' },
    wallet: { css: '[data-testid^="rk-wallet-option-"]' },
    devWallet: { css: '[data-testid^="rk-wallet-option-"]', text: 'Latch Dev Wallet' },
    connected: { css: '[data-testid="rk-account-button"]' },
  },
  {
    id: 'connectkit',
    label: 'ConnectKit',
    kind: 'peer',
    root: join(PEERS_DIR, 'src', 'connectkit'),
    button: { css: '#root button' },
    wallet: { css: 'button', text: 'MetaMask' },
    devWallet: { css: 'button', text: 'Latch Dev Wallet' },
    // <ConnectKitButton /> shows the shortened address once connected.
    connected: { css: '#root button', text: DEV_ACCOUNT_END },
  },
]
