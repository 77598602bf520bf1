import { expect } from 'vitest'

/**
 * Asserts that a visitor sees `element`: it is rendered, not hidden by `display`, `visibility` or a closed
 * ancestor, and takes up room on the page. A `getBy*` query only proves the node exists (the modal is
 * pre-rendered hidden), so view tests check this instead.
 */
export function expectShown(element: Element): void {
  expect(element.checkVisibility({ visibilityProperty: true }), `${describe(element)} is not visible`).toBe(
    true,
  )
  const box = element.getBoundingClientRect()
  expect(box.width * box.height, `${describe(element)} takes no room`).toBeGreaterThan(0)
}

function describe(element: Element): string {
  const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''
  return `<${element.tagName.toLowerCase()}> "${label}"`
}
