// Public API of @latch/adapter-bitcoin. Names are listed explicitly; a test snapshots them.
export { bitcoinAdapter } from '../adapter/bitcoinAdapter'
export type { BitcoinAdapterOptions } from '../adapter/types'
export { isBitcoinAddress } from '../address/isBitcoinAddress'
export { bitcoinMainnet, bitcoinRegtest, bitcoinSignet, bitcoinTestnet4 } from '../networks/bitcoinNetworks'
export type { NetworkFacts, WalletNetworkName } from '../networks/networkFacts'
export { NETWORK_FACTS } from '../networks/networkFacts'
export type { SatsConnectProvider, SatsConnectProviderInfo } from '../wallets/types'
