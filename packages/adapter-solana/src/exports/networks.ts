// `@latch/adapter-solana/networks`: the Solana networks as CaipNetworks, one export each, the same shape as
// `@latch/adapter-evm/networks`. No chain SDK: naming a network loads none.

export { solanaDevnet, solanaLocalnet, solanaMainnet, solanaTestnet } from '../networks/solanaNetworks'
