// The social login's code, a chunk of its own: Connect is pre-rendered hidden before the first click, and the action
// (with the embedded accounts' connect path) must not be in the page's heap then (issue 39).
export { isUserRejection } from '@latch/core'
export { connectSocial } from '@latch/core/actions'
export { translateError } from '../../i18n/translateError'
