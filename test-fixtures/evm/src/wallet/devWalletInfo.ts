/** EIP-6963 provider info of the dev wallet. */
export interface DevWalletInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/>' +
  '<path d="M10 9h4v11h8v3H10z" fill="#fff"/></svg>'

/** The dev wallet's EIP-6963 identity (the uuid is fresh per wallet instance, as the EIP asks). */
export function devWalletInfo(uuid: string): DevWalletInfo {
  return {
    uuid,
    name: 'Latch Dev Wallet',
    icon: `data:image/svg+xml;base64,${btoa(ICON_SVG)}`,
    rdns: 'dev.latch.wallet',
  }
}
