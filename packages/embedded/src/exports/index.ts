// `@latch/embedded`: the host side of the embedded wallet (the frame client, an EIP-1193 provider). Hosts reach it
// through a dynamic import (a host with e-mail off loads none of it).

export type { EmbeddedEip1193Provider } from '../host/eip1193Provider'
export { createEip1193Provider } from '../host/eip1193Provider'
export type { FrameClient, FrameClientOptions } from '../host/frameClient'
export { createFrameClient } from '../host/frameClient'
export { FRAME_ERROR_CODES, FrameRequestError, RPC_NOT_ALLOWED_MESSAGE } from '../protocol/errors'
export type { EmbeddedAccounts, EmbeddedUser, FrameNetwork } from '../protocol/messages'
