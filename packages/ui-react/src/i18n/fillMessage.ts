/** Values inserted into `{name}` placeholders. */
export type MessageParams = Record<string, string | number>

/** Fills a message's `{name}` placeholders; a placeholder without a value stays as written. */
export function fillMessage(template: string, params?: MessageParams): string {
  if (!params) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name]
    return value === undefined ? match : String(value)
  })
}

/** The bundled language a BCP 47 tag asks for (`es-MX` → `es`), or undefined when `table` has none. */
export function languageOf<Table extends object>(locale: string, table: Table): keyof Table | undefined {
  const language = locale.toLowerCase().split('-')[0] ?? ''
  return language in table ? (language as keyof Table) : undefined
}
