// Its own module so that `loadAttemptConnect` makes a chunk of it: the modal prefetches the connecting view before
// the click, and the connect action brings sign-in, balance and disconnect with it (about 8 KiB gzip).
export { attemptConnect } from '@latch/core/actions'
