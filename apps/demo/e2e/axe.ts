import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  impact?: string | null
  nodes: { target: unknown[] }[]
}

/**
 * Axe's violations of any impact in the modal's shadow host, one line each. Axe is injected by the test driver (the
 * page's CSP is bypassed for that in its context).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: Element, options: { resultTypes: string[] }): Promise<{ violations: AxeViolation[] }>
        }
      }
    ).axe
    const host = document.querySelector('[data-latch-modal]') as Element
    // Only the violations are read: axe then describes one node of each passed or inapplicable rule, not every node
    // (a selector per node, its slowest work), and still checks every rule on every node.
    return (await axe.run(host, { resultTypes: ['violations'] })).violations
  })
  return violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
  )
}
