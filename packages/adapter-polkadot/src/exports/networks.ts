// `@latch/adapter-polkadot/networks`: the Polkadot networks as CaipNetworks, one export each, the same shape as
// `@latch/adapter-evm/networks`. No chain SDK: naming a network loads none.

export { kusama, paseo, polkadot, westend } from '../networks/polkadotNetworks'
