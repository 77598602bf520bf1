import { darkTheme, lightTheme, type ThemeTokens } from './defaultThemes'
import { sanitizeCssValue } from './sanitizeCssValue'

const PREFIX = '--latch-'
const PIXEL_TOKENS = new Set(['font-size-master', 'border-radius-master'])

/**
 * The CSS variables of the modal for a mode and the host's `themeVariables` (keys like `--latch-accent`).
 * Unknown keys and values that could escape the declaration are dropped.
 */
export function themeToCssVariables(
  mode: 'light' | 'dark',
  variables: Record<string, string | number> = {},
): Record<string, string> {
  const tokens: ThemeTokens = mode === 'dark' ? darkTheme() : lightTheme()
  const result: Record<string, string> = {}
  for (const [name, value] of Object.entries(tokens)) result[`${PREFIX}${name}`] = value
  for (const [key, raw] of Object.entries(variables)) {
    if (!key.startsWith(PREFIX)) continue
    const name = key.slice(PREFIX.length)
    if (!(name in tokens)) continue
    const value = typeof raw === 'number' && PIXEL_TOKENS.has(name) ? `${raw}px` : raw
    const safe = sanitizeCssValue(value)
    if (safe !== undefined) result[key] = safe
  }
  return result
}
