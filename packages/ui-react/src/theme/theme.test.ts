import { describe, expect, test } from 'vitest'
import { sanitizeCssValue } from './sanitizeCssValue'
import { themeToCssVariables } from './themeToCssVariables'

describe('themeToCssVariables', () => {
  test('default: light accent hsla(231,100%,70%,1) on #fff', () => {
    const vars = themeToCssVariables('light')
    expect(vars['--latch-accent']).toBe('hsla(231,100%,70%,1)')
    expect(vars['--latch-background']).toBe('#fff')
  })

  test('default: dark accent hsla(230,100%,67%,1) on #202020', () => {
    const vars = themeToCssVariables('dark')
    expect(vars['--latch-accent']).toBe('hsla(230,100%,67%,1)')
    expect(vars['--latch-background']).toBe('#202020')
  })

  test('parameters: themeVariables override, numbers in px where a length is meant', () => {
    const vars = themeToCssVariables('light', {
      '--latch-accent': '#ff00aa',
      '--latch-border-radius-master': 2,
      '--latch-z-index': 999,
    })
    expect(vars['--latch-accent']).toBe('#ff00aa')
    expect(vars['--latch-border-radius-master']).toBe('2px')
    expect(vars['--latch-z-index']).toBe('999')
  })

  test('behavior: unknown keys and breaking values are dropped', () => {
    const vars = themeToCssVariables('light', {
      '--latch-accent': 'red; } body { display: none',
      '--latch-font-family': 'x", url(https://evil.example/font)',
      '--latch-unknown': 'blue',
      color: 'green',
    })
    expect(vars['--latch-accent']).toBe('hsla(231,100%,70%,1)')
    expect(vars['--latch-font-family']).toContain('system-ui')
    expect(Object.keys(vars).some((key) => key.includes('unknown') || key === 'color')).toBe(false)
  })
})

describe('sanitizeCssValue', () => {
  test('behavior: each escape route is refused', () => {
    for (const bad of [
      'a;b',
      'a{b',
      'a}b',
      '</style>',
      'a\\62',
      '/* x */',
      '@import x',
      'url(x)',
      'expression(x)',
      '',
    ]) {
      expect(sanitizeCssValue(bad)).toBeUndefined()
    }
    expect(sanitizeCssValue('rgba(1, 2, 3, 0.5)')).toBe('rgba(1, 2, 3, 0.5)')
    expect(sanitizeCssValue(Number.NaN)).toBeUndefined()
  })
})
