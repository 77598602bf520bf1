/**
 * The words of the host's buttons, per bundled locale: the only messages the first load carries. The rest of each
 * catalogue (`en.ts`, `es.ts`) loads with the modal's chunk (issue 21).
 */
export const BUTTON_MESSAGES = {
  en: {
    'button.connect': 'Connect Wallet',
    'button.connecting': 'Connecting...',
    'button.account': 'Open account of {address}',
    'button.network': 'Network: {name}',
    'button.networkUnknown': 'Select network',
  },
  es: {
    'button.connect': 'Conectar cartera',
    'button.connecting': 'Conectando...',
    'button.account': 'Abrir la cuenta de {address}',
    'button.network': 'Red: {name}',
    'button.networkUnknown': 'Elegir red',
  },
} as const

/** A message the buttons show. */
type ButtonMessageKey = keyof (typeof BUTTON_MESSAGES)['en']

/**
 * A locale's complete catalogue: its buttons' words, then the rest. A call (marked pure) rather than an object
 * spread, so that a bundler drops an unused catalogue whole (it keeps a spread, which could run a getter).
 */
export function withButtonMessages<Buttons extends object, Rest extends object>(
  buttons: Buttons,
  rest: Rest,
): Buttons & Rest {
  return { ...buttons, ...rest }
}
