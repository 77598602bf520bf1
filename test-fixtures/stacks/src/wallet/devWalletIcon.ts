/** A small SVG data URL, so the dev wallet shows an icon of its own (data:image/* is allowed by the modal). */
export const STACKS_DEV_WALLET_ICON =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#5546ff"/><path d="M18 22h28M18 30h28M26 38l-8 8M38 38l8 8" stroke="#fff" stroke-width="5" stroke-linecap="round"/></svg>',
  )
