// `@latch/adapter-cosmos/networks`: the Cosmos networks as CaipNetworks, one export each, the same shape as
// `@latch/adapter-evm/networks`. No chain SDK: naming a network loads none.

export {
  cosmosHub,
  cosmosHubTestnet,
  cosmosLocalnet,
  osmosis,
  osmosisTestnet,
} from '../networks/cosmosNetworks'
