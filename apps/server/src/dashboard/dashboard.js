// The analytics dashboard's script (served as a file: the page's CSP allows no inline script). Fetches the
// project's counts and draws each chart as SVG with DOM calls; outside text only ever goes in as textContent.
const SVG = 'http://www.w3.org/2000/svg'
const PALETTE = ['#3b6fd8', '#e0822d', '#2f9e6e', '#c2417a', '#7a5bd1', '#8c8c3a', '#3aa5b8', '#a0522d']
const WIDTH = 720
const HEIGHT = 220
const PAD = { top: 12, right: 12, bottom: 36, left: 44 }

function svgElement(name, attributes, text) {
  const element = document.createElementNS(SVG, name)
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value))
  if (text !== undefined) element.textContent = text
  return element
}

function chartRoot(section, label, height) {
  const svg = svgElement('svg', { viewBox: `0 0 ${WIDTH} ${height}`, role: 'img', 'aria-label': label })
  svg.append(svgElement('title', {}, label))
  section.append(svg)
  return svg
}

function empty(section, text) {
  const note = document.createElement('p')
  note.className = 'empty'
  note.textContent = text
  section.append(note)
}

function legend(section, names) {
  const list = document.createElement('ul')
  list.className = 'legend'
  names.forEach((name, index) => {
    const item = document.createElement('li')
    const swatch = svgElement('svg', { width: 12, height: 12, 'aria-hidden': 'true' })
    swatch.append(svgElement('rect', { width: 12, height: 12, fill: PALETTE[index % PALETTE.length] }))
    item.append(swatch, document.createTextNode(` ${name}`))
    list.append(item)
  })
  section.append(list)
}

/** The last `days` UTC days as YYYY-MM-DD, oldest first. */
function dayRange(days) {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate())
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  )
}

/** Stacked vertical bars: one bar per day, one segment per series. */
function stackedBars(section, label, days, series) {
  const totals = days.map((_, index) => series.reduce((sum, one) => sum + one.values[index], 0))
  // An even top, so that the middle grid line is a whole number too.
  const max = Math.max(2, Math.ceil(Math.max(...totals) / 2) * 2)
  const svg = chartRoot(section, label, HEIGHT)
  const plotWidth = WIDTH - PAD.left - PAD.right
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const step = plotWidth / days.length
  for (const fraction of [0, 0.5, 1]) {
    const y = PAD.top + plotHeight * (1 - fraction)
    svg.append(svgElement('line', { x1: PAD.left, x2: WIDTH - PAD.right, y1: y, y2: y, class: 'grid' }))
    svg.append(
      svgElement(
        'text',
        { x: PAD.left - 6, y: y + 4, class: 'axis end' },
        String(Math.round(max * fraction)),
      ),
    )
  }
  days.forEach((day, index) => {
    let y = PAD.top + plotHeight
    series.forEach((one, seriesIndex) => {
      const value = one.values[index]
      if (value === 0) return
      const height = (value / max) * plotHeight
      y -= height
      const bar = svgElement('rect', {
        x: PAD.left + index * step + step * 0.15,
        y,
        width: step * 0.7,
        height,
        fill: PALETTE[seriesIndex % PALETTE.length],
      })
      bar.append(svgElement('title', {}, `${day} ${one.name}: ${value}`))
      svg.append(bar)
    })
    const every = Math.ceil(days.length / 8)
    if (index % every === 0 || (index === days.length - 1 && index % every >= every / 2)) {
      const x = PAD.left + index * step + step / 2
      svg.append(svgElement('text', { x, y: HEIGHT - PAD.bottom + 16, class: 'axis middle' }, day.slice(5)))
    }
  })
  legend(
    section,
    series.map((one) => one.name),
  )
}

/** Horizontal bars, one row per label, longest first. */
function rowBars(section, label, rows) {
  const rowHeight = 24
  const labelWidth = 200
  const height = rows.length * rowHeight + 8
  const max = Math.max(1, ...rows.map((row) => row.count))
  const svg = chartRoot(section, label, height)
  rows.forEach((row, index) => {
    const y = 4 + index * rowHeight
    const width = ((WIDTH - labelWidth - 60) * row.count) / max
    svg.append(svgElement('text', { x: labelWidth - 8, y: y + 16, class: 'label end' }, row.label))
    svg.append(
      svgElement('rect', { x: labelWidth, y: y + 3, width, height: rowHeight - 8, fill: PALETTE[0] }),
    )
    svg.append(
      svgElement('text', { x: labelWidth + width + 6, y: y + 16, class: 'label' }, String(row.count)),
    )
  })
}

async function main() {
  const project = document.body.dataset.project
  const params = new URLSearchParams(location.search)
  const query = new URLSearchParams({ days: params.get('days') ?? '30' })
  const token = params.get('token')
  if (token) query.set('token', token)
  const summary = document.getElementById('summary')
  // Relative to the page (…/dashboard/<project>), so the dashboard also works behind a path prefix.
  const response = await fetch(new URL(`${encodeURIComponent(project)}/stats.json?${query}`, location.href))
  if (!response.ok) {
    summary.textContent = `Could not load the counts (HTTP ${response.status}).`
    return
  }
  const stats = await response.json()
  summary.textContent = `${stats.total} events in the last ${stats.days} days.`
  const days = dayRange(stats.days)
  const section = (id) => document.getElementById(id)

  const eventNames = [...new Set(stats.eventsPerDay.map((row) => row.event))]
  if (eventNames.length === 0) empty(section('events-per-day'), 'No events yet.')
  else {
    const series = eventNames.map((name) => ({
      name,
      values: days.map(
        (day) => stats.eventsPerDay.find((row) => row.day === day && row.event === name)?.count ?? 0,
      ),
    }))
    stackedBars(section('events-per-day'), 'Events per day, by event', days, series)
  }

  const rows = (list, key) => list.map((row) => ({ label: row[key], count: row.count }))
  if (stats.connectionsByWallet.length === 0) empty(section('connections-by-wallet'), 'No connections yet.')
  else
    rowBars(
      section('connections-by-wallet'),
      'Connections by wallet',
      rows(stats.connectionsByWallet, 'name'),
    )
  if (stats.connectionsByNamespace.length === 0)
    empty(section('connections-by-namespace'), 'No connections yet.')
  else {
    rowBars(
      section('connections-by-namespace'),
      'Connections by namespace',
      rows(stats.connectionsByNamespace, 'namespace'),
    )
  }

  if (stats.sendsPerDay.length === 0) empty(section('sends-per-day'), 'No sends yet.')
  else {
    const of = (key) => days.map((day) => stats.sendsPerDay.find((row) => row.day === day)?.[key] ?? 0)
    stackedBars(section('sends-per-day'), 'Sends per day', days, [
      {
        name: 'initiated, not (yet) succeeded',
        values: of('initiated').map((n, i) => Math.max(0, n - of('succeeded')[i])),
      },
      { name: 'succeeded', values: of('succeeded') },
    ])
  }
  if (stats.sendsByNetwork.length === 0) empty(section('sends-by-network'), 'No successful sends yet.')
  else
    rowBars(section('sends-by-network'), 'Successful sends by network', rows(stats.sendsByNetwork, 'network'))
  document.body.dataset.ready = 'true'
}

main().catch((error) => {
  const summary = document.getElementById('summary')
  if (summary) summary.textContent = `Could not draw the charts: ${error}`
})
