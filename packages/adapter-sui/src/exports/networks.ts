// `@latch/adapter-sui/networks`: the Sui networks as CaipNetworks, one export each, the same shape as
// `@latch/adapter-evm/networks`. No chain SDK: naming a network loads none.

export { suiDevnet, suiLocalnet, suiMainnet, suiTestnet } from '../networks/suiNetworks'
