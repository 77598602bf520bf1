import { withoutReact } from './jsBytes.mjs'
import { median } from './stats.mjs'

const KIB = 1024
const MIB = 1024 * 1024
const kib = (bytes) => (bytes / KIB).toFixed(1)
const mib = (bytes) => (bytes / MIB).toFixed(2)
const ms = (value) => (Number.isFinite(value) ? value.toFixed(0) : 'n/a')
const ratio = (ours, theirs) => (theirs > 0 && Number.isFinite(ours) ? ours / theirs : Number.NaN)
const fmtRatio = (value) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a')

/** The figures compared as ratios, each read from one entry's results. */
const FIGURES = [
  ['initial JS gzip', (r) => r.x1.js.initial.gzip],
  ['JS fetched before the click, gzip', (r) => r.x1.js.beforeClick?.gzip],
  ["kit's own initial JS gzip (without React)", (r) => withoutReact(r.x1.js.initial)],
  ['total JS gzip after open', (r) => r.x1.js.afterOpen.gzip],
  ['time to button (1x)', (r) => r.x1.buttonVisibleMs],
  ['time to button (6x, 390 px)', (r) => r.phone?.buttonVisibleMs],
  ['click → first wallet (1x)', (r) => r.x1.clickToWalletMs],
  ['click → first wallet (4x)', (r) => r.x4?.clickToWalletMs],
  ['click → first wallet (6x, 390 px)', (r) => r.phone?.clickToWalletMs],
  ['click → connected (1x)', (r) => r.connect?.clickToConnectedMs.x1],
  ['click → connected (4x)', (r) => r.connect?.clickToConnectedMs.x4],
  ['click → connected (6x, 390 px)', (r) => r.connect?.clickToConnectedMs.phone],
  ['heap after load', (r) => r.x1.heapAfterLoad],
  ['heap after open', (r) => r.x1.heapAfterOpen],
]

/**
 * The issue's targets for one Latch entry. Each has the figure it judges (`value`: a ratio to a peer, or bytes,
 * ms, a count), the `limit` it must not exceed, `met`, and a readable `detail`; `combineTargets` takes the median
 * `value` over several full runs.
 */
export function evaluateTargets(latch, peers, allWallets) {
  const byId = Object.fromEntries(peers.map((peer) => [peer.id, peer]))
  // No peer measured (a partial run): NaN, so a target against the peers reads 'NOT met', not a ratio of 0.
  const fastest = (read) => {
    const values = peers.map(read).filter(Number.isFinite)
    return values.length > 0 ? Math.min(...values) : Number.NaN
  }
  const smallest = fastest
  const targets = []
  const add = (name, value, limit, unit, detail) =>
    targets.push({ name, value, limit, unit, met: Number.isFinite(value) && value <= limit, detail })
  const gz = latch.x1.js.initial.gzip
  if (byId.appkit && byId.rainbowkit) {
    const appkit = byId.appkit.x1.js.initial.gzip
    const rainbow = byId.rainbowkit.x1.js.initial.gzip
    // Both lines in one figure: the larger of the two ratios, each taken against its own line (1 = on the line).
    add(
      'initial JS (gzip) ≤ 1/4 of AppKit and ≤ 1/2 of RainbowKit',
      Math.max(gz / appkit / (1 / 4), gz / rainbow / (1 / 2)),
      1,
      'share of the line',
      `${kib(gz)} KiB vs AppKit ${kib(appkit)} KiB (ratio ${fmtRatio(gz / appkit)}) and RainbowKit ${kib(rainbow)} KiB (ratio ${fmtRatio(gz / rainbow)})`,
    )
  }
  const beforeClick = latch.x1.js.beforeClick?.gzip
  if (beforeClick !== undefined) {
    const leastFetched = smallest((peer) => peer.x1.js.beforeClick?.gzip)
    add(
      "JS fetched before the click ≤ 1/4 of the smallest peer's",
      beforeClick / leastFetched,
      1 / 4,
      'ratio',
      `${kib(beforeClick)} KiB vs smallest peer ${kib(leastFetched)} KiB (ratio ${fmtRatio(beforeClick / leastFetched)})`,
    )
  }
  const kitShare = withoutReact(latch.x1.js.initial)
  add(
    "the kit's own share of the first load (without react, react-dom, scheduler) ≤ 12 KiB gzip",
    kitShare,
    12 * KIB,
    'KiB',
    `${kib(kitShare)} KiB`,
  )
  const oneFrame = latch.x1.clickToWalletMs
  add(
    'click → first wallet ≤ 16 ms at 1x (the frame after the click)',
    oneFrame,
    16,
    'ms',
    `${ms(oneFrame)} ms`,
  )
  if (latch.x4) {
    const best = fastest((peer) => peer.x4?.clickToWalletMs)
    const ours = latch.x4.clickToWalletMs
    add(
      'click → first wallet ≤ 1/3 of the fastest peer (4x throttling)',
      ours / best,
      1 / 3,
      'ratio',
      `${ms(ours)} ms vs fastest peer ${ms(best)} ms (ratio ${fmtRatio(ours / best)})`,
    )
  }
  const leastHeap = smallest((peer) => peer.x1.heapAfterLoad)
  add(
    'JS heap after load ≤ 1/3 of the smallest peer',
    latch.x1.heapAfterLoad / leastHeap,
    1 / 3,
    'ratio',
    `${mib(latch.x1.heapAfterLoad)} MiB vs smallest peer ${mib(leastHeap)} MiB (ratio ${fmtRatio(latch.x1.heapAfterLoad / leastHeap)})`,
  )
  const connected = latch.connect?.clickToConnectedMs.x4
  const peersConnected = peers.filter((peer) => Number.isFinite(peer.connect?.clickToConnectedMs.x4))
  if (connected !== undefined && peersConnected.length > 0) {
    const best = Math.min(...peersConnected.map((peer) => peer.connect.clickToConnectedMs.x4))
    add(
      'click on the dev wallet → connected account painted ≤ 1/2 of the fastest peer (4x throttling)',
      connected / best,
      1 / 2,
      'ratio',
      `${ms(connected)} ms vs fastest peer ${ms(best)} ms (ratio ${fmtRatio(connected / best)})`,
    )
  }
  const runs = [latch.x1, latch.x4, latch.phone].filter(Boolean)
  const outsideLoad = Math.max(...runs.map((run) => run.requests.maxOutsideOnLoad))
  const outsideOpen = Math.max(...runs.map((run) => run.requests.maxOutsideOnOpen))
  add(
    'zero requests outside 127.0.0.1 on load and on open (default self-hosted configuration)',
    outsideLoad + outsideOpen,
    0,
    'requests',
    `at most ${outsideLoad} on load and ${outsideOpen} on open over all runs${latch.x1.outsideHosts.length ? ` (${latch.x1.outsideHosts.join(', ')})` : ''}`,
  )
  if (allWallets) {
    add(
      `no task over 50 ms while scrolling ${allWallets.count} wallets`,
      allWallets.allRendered ? allWallets.tasksOver50 : Number.POSITIVE_INFINITY,
      0,
      'tasks over 50 ms',
      `longest task ${allWallets.tasksOver50 === 0 ? 'none over 50 ms' : `${ms(allWallets.longestTaskMs)} ms (${allWallets.tasksOver50} over 50 ms)`}, longest frame ${ms(allWallets.longestFrameMs)} ms, ${allWallets.count} entries rendered`,
    )
  } else {
    add('no task over 50 ms while scrolling 1,000 wallets', Number.NaN, 0, 'tasks over 50 ms', 'not measured')
  }
  return targets
}

/** A target's value as the report prints it. */
function formatValue(value, unit) {
  if (!Number.isFinite(value)) return 'n/a'
  if (unit === 'KiB') return `${kib(value)} KiB`
  if (unit === 'ms') return `${ms(value)} ms`
  if (unit === 'ratio' || unit === 'share of the line') return fmtRatio(value)
  return String(value)
}

/**
 * One entry's targets over several full runs (`perRun`: evaluateTargets' output of each run): each target judged
 * on the median of its values, since 4x timings drift from run to run (issue 39). With one run, that run's targets.
 */
export function combineTargets(perRun) {
  if (perRun.length === 1) return perRun[0]
  const names = [...new Set(perRun.flatMap((targets) => targets.map((target) => target.name)))]
  return names.map((name) => {
    const runs = perRun.map((targets) => targets.find((target) => target.name === name)).filter(Boolean)
    const { limit, unit } = runs[0]
    const value = median(runs.map((target) => target.value))
    const values = runs.map((target) => formatValue(target.value, unit)).join(', ')
    return {
      name,
      value,
      limit,
      unit,
      met: Number.isFinite(value) && value <= limit,
      detail: `median of ${runs.length} full runs ${formatValue(value, unit)} (runs: ${values}); last run: ${runs.at(-1).detail}`,
    }
  })
}

/** Per figure and peer, the median of the ratios of several full runs (`perRun`: ratios' output of each run). */
export function combineRatios(perRun) {
  if (perRun.length === 1) return perRun[0]
  return Object.fromEntries(
    Object.entries(perRun[0]).map(([name, byPeer]) => [
      name,
      Object.fromEntries(
        Object.keys(byPeer).map((peer) => [
          peer,
          median(perRun.map((ratios) => ratios[name]?.[peer]).filter(Number.isFinite)),
        ]),
      ),
    ]),
  )
}

/** Ratios of each Latch figure to each peer's (below 1 means Latch is smaller or faster). */
export function ratios(latch, peers) {
  return Object.fromEntries(
    FIGURES.map(([name, read]) => [
      name,
      Object.fromEntries(peers.map((peer) => [peer.id, ratio(read(latch), read(peer))])),
    ]),
  )
}

/** The markdown report: figures per entry, AllWallets, ratios and targets. */
export function toMarkdown(result) {
  const lines = []
  const { entries, meta } = result
  lines.push(`# Latch bench: ${meta.date}`, '')
  const repeats = meta.repeat ?? 1
  lines.push(
    `Machine: ${meta.machine}. Browser: ${meta.browser}. ${meta.runs} fresh page loads per entry and setting in each of ${repeats} full run${repeats === 1 ? '' : 's'}; figures are medians of all loads, ratios and targets the median of the ${repeats} runs' own. Settings: 1x and 4x CPU at 1280 × 800, and a low-end phone, 6x CPU at 390 × 844. Every request outside 127.0.0.1 blocked and counted. Heap after load: a load of its own with no script in the page but its own (a Chromium driven over CDP alone).`,
    '',
  )
  lines.push(
    '| entry | initial JS raw / gzip / brotli (KiB) | kit without React, initial gzip (KiB) | JS before the click gzip (KiB) | JS after open raw / gzip / brotli (KiB) | button visible 1x / phone (ms) | click → first wallet 1x / 4x / phone (ms) | heap after load / open (MiB) | requests on load / open (outside) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  )
  for (const entry of entries) {
    const { x1, x4, phone } = entry
    if (!x1) {
      lines.push(`| ${entry.label} | not measured: ${entry.error ?? 'unknown'} | | | | | | | |`)
      continue
    }
    const js = (bytes) => `${kib(bytes.raw)} / ${kib(bytes.gzip)} / ${kib(bytes.brotli)}`
    lines.push(
      `| ${entry.label} | ${js(x1.js.initial)} | ${kib(withoutReact(x1.js.initial))} | ${x1.js.beforeClick ? kib(x1.js.beforeClick.gzip) : 'n/a'} | ${js(x1.js.afterOpen)} | ${ms(x1.buttonVisibleMs)} / ${ms(phone?.buttonVisibleMs)} | ${ms(x1.clickToWalletMs)} / ${ms(x4?.clickToWalletMs)} / ${ms(phone?.clickToWalletMs)} | ${mib(x1.heapAfterLoad)} / ${mib(x1.heapAfterOpen)} | ${x1.requests.load.local + x1.requests.load.outside} (${x1.requests.load.outside}) / ${x1.requests.open.local + x1.requests.open.outside} (${x1.requests.open.outside}) |`,
    )
  }
  lines.push('')
  const latchEntries = entries.filter((entry) => entry.kind === 'latch' && entry.x1)
  const peers = entries.filter((entry) => entry.kind === 'peer' && entry.x1)
  if (latchEntries.some((entry) => entry.allWallets)) {
    lines.push('## AllWallets with 1,000 catalogue entries', '')
    lines.push(
      '| entry | first render (ms) | longest task while scrolling to the end | longest frame (ms) | entries rendered |',
    )
    lines.push('| --- | --- | --- | --- | --- |')
    for (const entry of latchEntries) {
      const all = entry.allWallets
      if (!all) continue
      lines.push(
        `| ${entry.label} | ${ms(all.firstRenderMs)} | ${all.tasksOver50 === 0 ? 'none over 50 ms' : `${ms(all.longestTaskMs)} ms`} | ${ms(all.longestFrameMs)} | ${all.count} |`,
      )
    }
    lines.push(
      '',
      'Peers: not measured. None of them can be fed a 1,000-entry catalogue offline (AppKit loads its list from its vendor API; RainbowKit and ConnectKit have no catalogue view).',
      '',
    )
  }
  if (entries.some((entry) => entry.connect)) {
    lines.push('## Connecting the EVM dev wallet', '')
    lines.push(
      "The same EIP-6963 dev wallet (test-fixtures/evm) is put in every entry's page before its scripts. Click on its entry in the opened modal → the first frame that paints the kit's connected account button: whatever the kit loads, the wallet request, the state and button update.",
      '',
    )
    lines.push('| entry | click → connected 1x / 4x / phone (ms) | runs per setting |', '| --- | --- | --- |')
    for (const entry of entries) {
      if (!entry.connect) continue
      const { x1, x4, phone } = entry.connect.clickToConnectedMs
      lines.push(`| ${entry.label} | ${ms(x1)} / ${ms(x4)} / ${ms(phone)} | ${entry.connect.runs} |`)
    }
    lines.push('')
  }
  for (const entry of latchEntries) {
    lines.push(
      `## ${entry.label}: ratio to each peer (below 1 = Latch smaller or faster${repeats > 1 ? `; median of ${repeats} full runs` : ''})`,
      '',
    )
    lines.push(`| figure | ${peers.map((peer) => peer.label).join(' | ')} |`)
    lines.push(`| --- | ${peers.map(() => '---').join(' | ')} |`)
    for (const [name, values] of Object.entries(entry.ratios)) {
      lines.push(`| ${name} | ${peers.map((peer) => fmtRatio(values[peer.id])).join(' | ')} |`)
    }
    lines.push('', `Targets for ${entry.label}:`, '')
    for (const target of entry.targets)
      lines.push(`- ${target.met ? 'met' : 'NOT met'}: ${target.name}: ${target.detail}`)
    lines.push('')
  }
  lines.push(
    'Initial JS by package (KiB as bundled, before minifying, largest first; React 19 ships unminified production files, so its react-dom looks larger here than React 18 while minifying shrinks it to a similar size):',
    '',
  )
  for (const entry of entries) {
    if (!entry.initialComposition?.length) continue
    const parts = entry.initialComposition.map((item) => `${item.name} ${kib(item.bytes)}`)
    lines.push(`- ${entry.label}: ${parts.join(', ')}`)
  }
  if (latchEntries.some((entry) => entry.idleFetch)) {
    lines.push(
      '',
      "Fetched after the first load and before the click (prefetched while idle), gzip; the adapters' wallet sides (discovery, sessions, address checks) among them:",
      '',
    )
    for (const entry of latchEntries) {
      const idle = entry.idleFetch
      if (!idle) continue
      const parts = idle.composition.map((item) => `${item.name} ${kib(item.bytes)}`)
      lines.push(
        `- ${entry.label}: ${kib(idle.gzip)} KiB in ${idle.files} files; ${idle.walletSides.length} wallet-side chunk${idle.walletSides.length === 1 ? '' : 's'} (${idle.walletSides.join(', ') || 'none'}); by package before minifying: ${parts.join(', ')}`,
      )
    }
  }
  const wc = entries.find((entry) => entry.id === 'latch-evm-wc' && entry.x1)
  const plain = entries.find((entry) => entry.id === 'latch-evm' && entry.x1)
  if (wc) {
    lines.push('')
    lines.push('## WalletConnect', '')
    if (plain) {
      const added = wc.x1.js.initial.gzip - plain.x1.js.initial.gzip
      lines.push(
        `- Added to the first load by \`walletConnect()\`: ${kib(added)} KiB gzip (initial JS ${kib(wc.x1.js.initial.gzip)} KiB with it, ${kib(plain.x1.js.initial.gzip)} KiB without).`,
      )
    }
    lines.push(
      `- Click on the WalletConnect entry → QR visible (SDK chunk prefetched on hover, local relay): ${ms(wc.x1.clickToQrMs)} ms at 1x, ${ms(wc.x4?.clickToQrMs)} ms at 4x (goal: under 150 ms at 1x).`,
    )
  }
  lines.push('')
  lines.push('Outside hosts attempted (blocked):', '')
  for (const entry of entries) {
    if (entry.x1) lines.push(`- ${entry.label}: ${entry.x1.outsideHosts.join(', ') || 'none'}`)
  }
  lines.push('')
  return lines.join('\n')
}
