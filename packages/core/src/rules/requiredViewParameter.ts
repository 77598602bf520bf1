import type { RouterParams, View } from '../state/types'

/** The router parameter a view cannot be shown without (whose wallet, which network, which namespace, which e-mail). */
const REQUIRED: Partial<Record<View, keyof RouterParams>> = {
  ConnectingExternal: 'connectorId',
  SwitchNetwork: 'networkId',
  SwitchActiveChain: 'namespace',
  EmailVerifyOtp: 'email',
}

/** The parameter `view` needs that `params` lacks, or undefined when it can be shown. */
export function missingViewParameter(
  view: View,
  params: RouterParams | undefined,
): keyof RouterParams | undefined {
  const required = REQUIRED[view]
  if (!required) return undefined
  const value = params?.[required]
  return typeof value === 'string' && value.length > 0 ? undefined : required
}
