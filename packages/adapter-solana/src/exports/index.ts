// Public API of @latch/adapter-solana. Names are listed explicitly; a test snapshots them.
export { solanaAdapter } from '../adapter/solanaAdapter'
export type { SolanaAdapterOptions } from '../adapter/types'
export { isSolanaAddress } from '../address/isSolanaAddress'
export type { WalletPublicKey } from '../address/readPublicKeyBytes'
export type { WalletAccountInfo } from '../address/toConnectedAccount'
export {
  estimateSolanaFee,
  LAMPORTS_PER_SIGNATURE,
  TOKEN_ACCOUNT_RENT_LAMPORTS,
} from '../fee/estimateSolanaFee'
export { solanaDevnet, solanaLocalnet, solanaMainnet, solanaTestnet } from '../networks/solanaNetworks'
export { toWalletChain } from '../networks/toWalletChain'
export type { SolanaCommitment, SolanaRpc } from '../rpc/createRpcClient'
export { formatSolanaSignInMessage } from '../siwx/formatSolanaSignInMessage'
export { verifySolanaSignature } from '../siwx/verifySolanaSignature'
export type { BuiltTransfer, TransferPlan } from '../transfer/buildTransferTransaction'
export { buildTransferTransaction, TOKEN_2022_PROGRAM_ADDRESS } from '../transfer/buildTransferTransaction'
export { isNativeSol, NATIVE_SOL_MINT } from '../transfer/nativeMint'
export type { SendContext, SolanaWalletHandle } from '../wallets/SolanaWalletHandle'
