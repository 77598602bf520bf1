import type { ClientCore } from '../../latch/clientCore'

/** True when the host configured sign-in and says it is required. */
export function isSignInRequired(context: Pick<ClientCore, 'options'>): boolean {
  const siwx = context.options.siwx
  if (!siwx) return false
  return siwx.getRequired ? siwx.getRequired() === true : siwx.required === true
}
