// Public API of @latch/adapter-polkadot. Names are listed explicitly; a test snapshots them.
export { polkadotAdapter } from '../adapter/polkadotAdapter'
export type { PolkadotAdapterOptions } from '../adapter/types'
export { decodeSs58, isPolkadotAddress } from '../address/isPolkadotAddress'
export type { PolkadotNetwork } from '../networks/polkadotNetworks'
export {
  GENERIC_SS58_PREFIX,
  kusama,
  paseo,
  polkadot,
  polkadotNetworkId,
  westend,
} from '../networks/polkadotNetworks'
