// `@latch/embedded/protocol`: the typed frame messages and their validators, used at both ends.

export {
  FRAME_ERROR_CODES,
  FrameRequestError,
  RPC_NOT_ALLOWED_MESSAGE,
  toFrameError,
  USER_REJECTED_MESSAGE,
} from '../protocol/errors'
export type {
  EmbeddedAccounts,
  EmbeddedUser,
  FrameChainId,
  FrameError,
  FrameEventMessage,
  FrameEvents,
  FrameEventType,
  FrameNetwork,
  FrameRequestMessage,
  FrameRequests,
  FrameRequestType,
  FrameResponseMessage,
} from '../protocol/messages'
export { PROTOCOL } from '../protocol/messages'
export {
  createRequestId,
  isCaip2,
  isEmail,
  isFromPeer,
  parseFrameMessage,
  parseRequest,
} from '../protocol/validate'
