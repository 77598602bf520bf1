import { open } from '@latch/core/actions'
import { connectEvm, connectedThenOpen, type GalleryState, keepToast } from './galleryStateSteps'

/** Sign-in and the embedded logins: SIWX, Farcaster, the e-mail code, data capture. */
export const SIGN_IN_STATES: readonly GalleryState[] = [
  {
    id: 'SIWXSignMessage:data',
    view: 'SIWXSignMessage',
    caption: 'Sign-in required after connecting.',
    scene: { signIn: true },
    reach: async (scene) => {
      await open(scene.client, {})
      await connectEvm(scene)
    },
    shows: 'Sign',
  },
  {
    id: 'SIWXSignMessage:toast-error',
    view: 'SIWXSignMessage',
    caption: "An error toast ('Error signing message') over the sign-in view.",
    scene: { signIn: true },
    reach: async (scene) => {
      await open(scene.client, {})
      await connectEvm(scene)
      keepToast(scene, { id: 'SIGN_MESSAGE_FAILED', variant: 'error', message: 'Error signing message' })
    },
    shows: 'Error signing message',
  },
  {
    id: 'ConnectingFarcaster:error',
    view: 'ConnectingFarcaster',
    caption: 'Sign In With Farcaster where the host does not offer it: the reason and Try again.',
    reach: ({ client }) => open(client, { view: 'ConnectingFarcaster' }),
    shows: 'Try again',
  },
  {
    id: 'EmailVerifyOtp:data',
    view: 'EmailVerifyOtp',
    caption: 'The e-mail code entry.',
    reach: ({ client }) => open(client, { view: 'EmailVerifyOtp', params: { email: 'ada@example.com' } }),
    shows: 'ada@example.com',
  },
  {
    id: 'DataCapture:data',
    view: 'DataCapture',
    caption: 'Asking a connected visitor for an e-mail address.',
    reach: connectedThenOpen({ view: 'DataCapture' }),
    shows: /mail/i,
  },
]
