// `@latch/adapter-bitcoin/networks`: the Bitcoin networks as CaipNetworks, one export each, the same shape as
// `@latch/adapter-evm/networks`. No chain SDK: naming a network loads none.

export { bitcoinMainnet, bitcoinRegtest, bitcoinSignet, bitcoinTestnet4 } from '../networks/bitcoinNetworks'
