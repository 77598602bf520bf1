// `@latch/embedded`: the host side of the embedded wallet. `embeddedWallet({ serverUrl })` is what a host passes to
// `createLatch`; the frame client and the provider it loads are exported for hosts that drive the frame themselves.

export type { EmbeddedEip1193Provider } from '../host/eip1193Provider'
export { createEip1193Provider } from '../host/eip1193Provider'
export type { EmbeddedSponsorOptions, EmbeddedWalletOptions } from '../host/embeddedWallet'
export { embeddedWallet } from '../host/embeddedWallet'
export type { FrameClient, FrameClientOptions } from '../host/frameClient'
export { createFrameClient } from '../host/frameClient'
export { FRAME_ERROR_CODES, FrameRequestError, RPC_NOT_ALLOWED_MESSAGE } from '../protocol/errors'
export type { EmbeddedAccounts, EmbeddedUser, FrameNetwork } from '../protocol/messages'
