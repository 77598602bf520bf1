const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#e6007a"/><circle cx="16" cy="9" r="3.5" fill="#fff"/><circle cx="16" cy="23" r="3.5" fill="#fff"/><circle cx="9" cy="16" r="3.5" fill="#fff"/><circle cx="23" cy="16" r="3.5" fill="#fff"/></svg>'

/** The Polkadot dev wallet's icon: an inline SVG as a base64 data URL. */
export const POLKADOT_DEV_WALLET_ICON = `data:image/svg+xml;base64,${btoa(SVG)}` as const
