import type { Project } from '../http/types'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text made safe for HTML content and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}

/**
 * The dashboard page: no inline script or style, and relative links (it also works behind a path prefix). The static script reads the project id from `data-project`,
 * fetches the counts and draws each chart as SVG into its section.
 */
export function dashboardPage(project: Project): string {
  const name = escapeHtml(project.name)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}: Latch analytics</title>
<link rel="stylesheet" href="assets/dashboard.css">
<script type="module" src="assets/dashboard.js"></script>
</head>
<body data-project="${escapeHtml(project.id)}">
<header>
<h1>${name}</h1>
<p>Events the Latch kit reported for project <code>${escapeHtml(project.id)}</code>, counted per UTC day. <span id="summary" role="status">Loading…</span></p>
</header>
<main>
<section id="events-per-day" aria-labelledby="events-per-day-title"><h2 id="events-per-day-title">Events per day</h2></section>
<section id="connections-by-wallet" aria-labelledby="connections-by-wallet-title"><h2 id="connections-by-wallet-title">Connections by wallet</h2></section>
<section id="connections-by-namespace" aria-labelledby="connections-by-namespace-title"><h2 id="connections-by-namespace-title">Connections by namespace</h2></section>
<section id="sends-per-day" aria-labelledby="sends-per-day-title"><h2 id="sends-per-day-title">Sends per day</h2></section>
<section id="sends-by-network" aria-labelledby="sends-by-network-title"><h2 id="sends-by-network-title">Successful sends by network</h2></section>
</main>
</body>
</html>
`
}
