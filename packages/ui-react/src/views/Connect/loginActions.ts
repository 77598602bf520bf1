import { chunkLoader } from '../shared/chunkLoader'

/** The e-mail login action, loaded when the visitor points at or focuses the field, or submits it. */
export const emailAction = chunkLoader(() => import('./emailAction'))

/** The social login action, loaded when the visitor points at, presses or focuses a social button. */
export const socialAction = chunkLoader(() => import('./socialAction'))
