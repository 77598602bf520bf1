/** Narrow and touch: a phone in portrait, even when its browser asks for the desktop site. */
const PHONE_MEDIA = '(max-width: 430px) and (pointer: coarse)'

/**
 * True on a phone or tablet: where WalletConnect opens the wallet app by its deep link rather than by a QR code
 * scanned with another device, and where a browser extension is not an option.
 */
export function isPhone(): boolean {
  const nav = (globalThis as { navigator?: Navigator & { userAgentData?: { mobile?: boolean } } }).navigator
  if (nav?.userAgentData?.mobile) return true
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(nav?.userAgent ?? '')) return true
  return typeof matchMedia === 'function' && matchMedia(PHONE_MEDIA).matches
}
