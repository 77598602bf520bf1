import type { WalletListing } from './types'

/**
 * The wallet listing bundled with the package, so the modal opens complete offline (the explorer only
 * enriches it). Ids are those of the Latch server's catalogue, so featured and recent ids name the same wallet
 * in both. Images are left out on purpose: rows show initials until a connector or the explorer gives one.
 */
export const DEFAULT_WALLETS: readonly WalletListing[] = [
  {
    id: 'io.metamask',
    name: 'MetaMask',
    rdns: 'io.metamask',
    chains: ['eip155'],
    homepage: 'https://metamask.io/download/',
    mobile_link: 'metamask://',
  },
  {
    id: 'app.phantom',
    name: 'Phantom',
    rdns: 'app.phantom',
    chains: ['eip155', 'solana', 'bip122', 'sui'],
    homepage: 'https://phantom.com/download',
  },
  {
    id: 'com.coinbase.wallet',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    chains: ['eip155', 'solana'],
    homepage: 'https://www.coinbase.com/wallet/downloads',
  },
  {
    id: 'io.rabby',
    name: 'Rabby Wallet',
    rdns: 'io.rabby',
    chains: ['eip155'],
    homepage: 'https://rabby.io/',
  },
  {
    id: 'com.trustwallet.app',
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    chains: ['eip155', 'solana'],
    homepage: 'https://trustwallet.com/download',
    mobile_link: 'trust://',
  },
  {
    id: 'me.rainbow',
    name: 'Rainbow',
    rdns: 'me.rainbow',
    chains: ['eip155'],
    homepage: 'https://rainbow.me/download',
    mobile_link: 'rainbow://',
  },
  {
    id: 'com.okex.wallet',
    name: 'OKX Wallet',
    rdns: 'com.okex.wallet',
    chains: ['eip155', 'solana', 'bip122', 'sui'],
    homepage: 'https://www.okx.com/web3',
  },
  {
    id: 'io.zerion.wallet',
    name: 'Zerion',
    rdns: 'io.zerion.wallet',
    chains: ['eip155', 'solana'],
    homepage: 'https://zerion.io/download',
  },
  {
    id: 'app.backpack',
    name: 'Backpack',
    rdns: 'app.backpack',
    chains: ['solana', 'eip155'],
    homepage: 'https://backpack.app/download',
  },
  { id: 'solflare', name: 'Solflare', chains: ['solana'], homepage: 'https://solflare.com/download' },
  {
    id: 'xyz.talisman',
    name: 'Talisman',
    rdns: 'xyz.talisman',
    chains: ['polkadot', 'eip155'],
    homepage: 'https://talisman.xyz/download',
  },
  {
    id: 'app.subwallet',
    name: 'SubWallet',
    rdns: 'app.subwallet',
    chains: ['polkadot', 'eip155'],
    homepage: 'https://www.subwallet.app/download.html',
  },
  {
    id: 'polkadot-js',
    name: 'Polkadot{.js}',
    chains: ['polkadot'],
    homepage: 'https://polkadot.js.org/extension/',
  },
  { id: 'app.keplr', name: 'Keplr', chains: ['cosmos'], homepage: 'https://www.keplr.app/get' },
  {
    id: 'io.leapwallet',
    name: 'Leap Wallet',
    chains: ['cosmos'],
    homepage: 'https://www.leapwallet.io/download',
  },
  { id: 'io.cosmostation', name: 'Cosmostation', chains: ['cosmos'], homepage: 'https://cosmostation.io/' },
  {
    id: 'app.xverse',
    name: 'Xverse',
    chains: ['bip122', 'stacks'],
    homepage: 'https://www.xverse.app/download',
  },
  {
    id: 'leather',
    name: 'Leather',
    chains: ['bip122', 'stacks'],
    homepage: 'https://leather.io/install-extension',
  },
  { id: 'unisat', name: 'UniSat Wallet', chains: ['bip122'], homepage: 'https://unisat.io/download' },
  { id: 'slush', name: 'Slush', chains: ['sui'], homepage: 'https://slush.app/' },
  { id: 'suiet', name: 'Suiet', chains: ['sui'], homepage: 'https://suiet.app/' },
]
