/** Values inserted into `{name}` placeholders. */
export type MessageParams = Record<string, string | number>

/**
 * Fills a message's `{name}` placeholders; a placeholder without a value stays as written. The first load's filler
 * (the buttons' words); the modal's chunk brings `formatMessage`, which also writes numbers and plural forms.
 */
export function fillMessage(
  template: string,
  params: MessageParams | undefined,
  write: (value: string | number, name: string) => string = String,
): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name]
    return value === undefined ? match : write(value, name)
  })
}
