/** A wallet's value for an error's details: text cut to 100 characters, anything else by its type. */
export const describeWalletValue = (value: unknown): string =>
  typeof value === 'string' ? value.slice(0, 100) : `(${value === null ? 'null' : typeof value})`
