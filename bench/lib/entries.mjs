import { join } from 'node:path'
import { HOST_DIR, PEERS_DIR } from './paths.mjs'

/**
 * The measured host pages. Each declares the button that opens its modal and the selector of a wallet entry in
 * the modal; both are looked up through open shadow roots (AppKit renders in shadow DOM).
 */
export const ENTRIES = [
  {
    id: 'latch-evm',
    label: 'Latch (EVM)',
    kind: 'latch',
    root: join(HOST_DIR, 'pages', 'evm'),
    button: { css: 'button.latch-connect-button' },
    wallet: { css: '[data-testid="latch-wallet-row"]' },
    allWallets: { css: '[data-testid="latch-all-wallets"]' },
    gridItem: { css: '[data-testid="latch-wallet-grid-item"]' },
    showMore: { css: 'button.latch-button', text: 'Show more wallets' },
  },
  {
    id: 'latch-evm-solana',
    label: 'Latch (EVM + Solana)',
    kind: 'latch',
    root: join(HOST_DIR, 'pages', 'evm-solana'),
    button: { css: 'button.latch-connect-button' },
    wallet: { css: '[data-testid="latch-wallet-row"]' },
    allWallets: { css: '[data-testid="latch-all-wallets"]' },
    gridItem: { css: '[data-testid="latch-wallet-grid-item"]' },
    showMore: { css: 'button.latch-button', text: 'Show more wallets' },
  },
  {
    id: 'latch-all',
    label: 'Latch (all seven namespaces)',
    kind: 'latch',
    root: join(HOST_DIR, 'pages', 'all'),
    button: { css: 'button.latch-connect-button' },
    wallet: { css: '[data-testid="latch-wallet-row"]' },
    allWallets: { css: '[data-testid="latch-all-wallets"]' },
    gridItem: { css: '[data-testid="latch-wallet-grid-item"]' },
    showMore: { css: 'button.latch-button', text: 'Show more wallets' },
  },
  {
    id: 'latch-evm-wc',
    label: 'Latch (EVM + WalletConnect)',
    kind: 'latch',
    root: join(BENCH_DIR, 'latch', 'evm-wc'),
    button: { css: 'button.latch-connect-button' },
    wallet: { css: '[data-testid="latch-wallet-row"]' },
    allWallets: { css: '[data-testid="latch-all-wallets"]' },
    gridItem: { css: '[data-testid="latch-wallet-grid-item"]' },
    showMore: { css: 'button.latch-button', text: 'Show more wallets' },
    // Click on the WalletConnect entry → the QR code of the pairing URI visible (the SDK chunk prefetched on hover).
    walletConnect: {
      entry: { css: '[data-testid="latch-walletconnect-entry"]' },
      qr: { css: '[data-testid="latch-qr"]' },
    },
    /** The page takes the local relay's URL as `?relay=`. */
    needsRelay: true,
  },
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
