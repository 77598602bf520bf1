import assert from 'node:assert/strict'
import { test } from 'node:test'
import { goalOf, serverLoadMarkdown } from '../lib/serverLoad.mjs'

const row = (backend, scenario, requestsPerSecond, p99, non2xx = 0) => ({
  backend,
  scenario,
  label: scenario,
  requestsPerSecond,
  latencyMs: { p50: 1, p90: 2, p99, max: p99 + 1 },
  errors: 0,
  timeouts: 0,
  non2xx,
})

test('the server goal: page-40 and search-100 on PGlite at 2,000 req/s or more with p99 under 20 ms', () => {
  assert.equal(goalOf([row('pglite', 'page-40', 2000, 19), row('pglite', 'search-100', 2500, 5)]).met, true)
  // Each bound, and a missing or failing row, fails the goal.
  assert.equal(goalOf([row('pglite', 'page-40', 1999, 19), row('pglite', 'search-100', 2500, 5)]).met, false)
  assert.equal(goalOf([row('pglite', 'page-40', 2000, 20), row('pglite', 'search-100', 2500, 5)]).met, false)
  assert.equal(goalOf([row('pglite', 'page-40', 3000, 5)]).met, false)
  assert.equal(
    goalOf([row('pglite', 'page-40', 3000, 5), row('pglite', 'search-100', 3000, 5, 1)]).met,
    false,
  )
  // Another backend's figures do not count.
  assert.equal(
    goalOf([row('postgres', 'page-40', 9000, 1), row('postgres', 'search-100', 9000, 1)]).met,
    false,
  )
})

test('the server table says whether the goal was met', () => {
  const rows = [row('pglite', 'page-40', 2100, 12), row('pglite', 'search-100', 1500, 25)]
  const markdown = serverLoadMarkdown(
    { date: 'now', machine: '2 cores', loadAverage: '3.00 / 2.00 / 1.00' },
    { amount: 1, connections: 1, warmup: 1, maxSeconds: 1, rows, goal: goalOf(rows) },
  )
  assert.match(
    markdown,
    /\*\*not met\*\* \(page-40 2100 req\/s, p99 12 ms; search-100 1500 req\/s, p99 25 ms\)/,
  )
  assert.match(markdown, /Load average before the run: 3\.00 \/ 2\.00 \/ 1\.00/)
})
