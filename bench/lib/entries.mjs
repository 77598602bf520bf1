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

/**
 * The measured host pages. Each declares the button that opens its modal and the selector of a wallet entry in
 * the modal; both are looked up through open shadow roots (AppKit renders in shadow DOM).
 */
export const ENTRIES = [
  latchPage('latch-evm', 'Latch (EVM)', 'evm'),
  latchPage('latch-evm-solana', 'Latch (EVM + Solana)', 'evm-solana'),
  latchPage('latch-all', 'Latch (all seven namespaces)', 'all'),
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
  },
  {
    id: 'rainbowkit',
    label: 'RainbowKit',
    kind: 'peer',
    root: join(PEERS_DIR, 'src', 'rainbowkit'),
    button: { css: '[data-testid="rk-connect-button"]' },
    wallet: { css: '[data-testid^="rk-wallet-option-"]' },
  },
  {
    id: 'connectkit',
    label: 'ConnectKit',
    kind: 'peer',
    root: join(PEERS_DIR, 'src', 'connectkit'),
    button: { css: '#root button' },
    wallet: { css: 'button', text: 'MetaMask' },
  },
]
