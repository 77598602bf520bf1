// `@latch/adapter-stacks/networks`: the Stacks networks as CaipNetworks, one export each, the same shape as
// `@latch/adapter-evm/networks`. No chain SDK: naming a network loads none.

export { stacksMainnet, stacksTestnet } from '../networks/stacksNetworks'
