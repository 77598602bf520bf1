// The wallet's other namespaces, each answered by that namespace's dev wallet (polkadot, cosmos, bip122, sui, stacks).
export type { NamespaceWallet } from '../wallet/namespaceWallets'
export {
  bitcoinNamespaceWallet,
  cosmosNamespaceWallet,
  polkadotNamespaceWallet,
  stacksNamespaceWallet,
  suiNamespaceWallet,
} from '../wallet/namespaceWallets'
