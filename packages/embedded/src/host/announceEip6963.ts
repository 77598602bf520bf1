import { EMBEDDED_CONNECTOR_IDS } from '@latch/core'
import type { EmbeddedEip1193Provider } from './eip1193Provider'
import { WALLET_ICON } from './walletIcon'

/**
 * Announces the provider the EIP-6963 way (and again at each request), so the eip155 adapter lists it under the
 * e-mail wallet's connector id. Returns what stops answering requests.
 */
export function announceEip6963(provider: EmbeddedEip1193Provider): () => void {
  const info = Object.freeze({
    uuid: crypto.randomUUID(),
    name: 'E-mail wallet',
    icon: WALLET_ICON,
    rdns: EMBEDDED_CONNECTOR_IDS.eip155,
  })
  const detail = Object.freeze({ info, provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}
