const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4da2ff"/><path d="M16 6c3 4 7 8 7 12a7 7 0 0 1-14 0c0-4 4-8 7-12z" fill="#fff"/></svg>'

/** The dev wallet's icon: an inline SVG as a base64 data URL (Wallet Standard requires a data URL). */
export const DEV_WALLET_ICON = `data:image/svg+xml;base64,${btoa(SVG)}` as const
