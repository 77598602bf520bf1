const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f7931a"/><path d="M12 8h6a4 4 0 0 1 1.5 7.7A4.2 4.2 0 0 1 18.5 24H12zm3 3v3.5h3a1.75 1.75 0 0 0 0-3.5zm0 6.5V21h3.5a1.75 1.75 0 0 0 0-3.5z" fill="#fff"/></svg>'

/** The Bitcoin dev wallet's icon: an inline SVG as a base64 data URL. */
export const BITCOIN_DEV_WALLET_ICON = `data:image/svg+xml;base64,${btoa(SVG)}` as const
