/**
 * The English words of the host's buttons: the only messages the first load carries. The rest of English loads with
 * the modal's chunk, every other locale as its own chunk (issue 21, issue 37).
 */
export const ENGLISH_BUTTONS = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting...',
  'button.account': 'Open account of {address}',
  'button.network': 'Network: {name}',
  'button.networkUnknown': 'Select network',
} as const
