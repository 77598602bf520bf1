const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#512da8"/><path d="M9 21h14l-3 3H6zm3-7h14l-3 3H9zm-3-7h14l3 3H6z" fill="#fff"/></svg>'

/** The dev wallet's icon: an inline SVG as a base64 data URL (Wallet Standard requires a data URL). */
export const DEV_WALLET_ICON = `data:image/svg+xml;base64,${btoa(SVG)}` as const
