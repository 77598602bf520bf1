/** The theme contract: every CSS variable the modal reads, without the `--latch-` prefix. */
export interface ThemeTokens {
  accent: string
  'on-accent': string
  background: string
  'background-raised': string
  'background-hover': string
  foreground: string
  'foreground-muted': string
  border: string
  error: string
  success: string
  'font-family': string
  'font-size-master': string
  'border-radius-master': string
  'z-index': string
}

const shared = {
  'font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  'font-size-master': '10px',
  'border-radius-master': '4px',
  'z-index': '2147483000',
}

/** Light theme defaults (spec §9: accent hsla(231,100%,70%,1) on #fff). */
export function lightTheme(): ThemeTokens {
  return {
    ...shared,
    accent: 'hsla(231,100%,70%,1)',
    'on-accent': '#0b0b0f',
    background: '#fff',
    'background-raised': '#f3f3f5',
    'background-hover': '#e8e8ec',
    foreground: '#141414',
    'foreground-muted': '#5f5f66',
    border: '#dedee3',
    error: '#b3261e',
    success: '#1b6d3a',
  }
}

/** Dark theme defaults (spec §9: accent hsla(230,100%,67%,1) on #202020). */
export function darkTheme(): ThemeTokens {
  return {
    ...shared,
    accent: 'hsla(230,100%,67%,1)',
    'on-accent': '#0b0b0f',
    background: '#202020',
    'background-raised': '#2a2a2a',
    'background-hover': '#353535',
    foreground: '#e4e7e7',
    'foreground-muted': '#a8a8ad',
    border: '#3a3a3a',
    error: '#ff8a80',
    success: '#7bd88f',
  }
}
