// The e-mail login's code, a chunk of its own: Connect is pre-rendered hidden before the first click, and the action
// (with the embedded wallet's loader) must not be in the page's heap then (issue 39).
export { connectEmail } from '@latch/core/actions'
export { translateError } from '../../i18n/translateError'
