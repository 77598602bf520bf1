// Its own module so that `loadConnectAction` makes a chunk of it: the connect action brings sign-in, balance and
// disconnect with it (about 8 KiB gzip). It loads once the opened modal is idle, or when a wallet row is pointed at,
// never with the hidden pre-render.
export { attemptConnect, connectPickedWallet } from '@latch/core/actions'
