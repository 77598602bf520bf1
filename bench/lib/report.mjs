import { withoutReact } from './jsBytes.mjs'

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
  ['click → first wallet (1x)', (r) => r.x1.clickToWalletMs],
  ['click → first wallet (4x)', (r) => r.x4?.clickToWalletMs],
  ['heap after load', (r) => r.x1.heapAfterLoad],
  ['heap after open', (r) => r.x1.heapAfterOpen],
]

/** The issue's targets for one Latch entry, each with the figures it compared and whether it is met. */
export function evaluateTargets(latch, peers, allWallets) {
  const byId = Object.fromEntries(peers.map((peer) => [peer.id, peer]))
  const fastest = (read) => Math.min(...peers.map(read).filter(Number.isFinite))
  const smallest = fastest
  const targets = []
  const add = (name, met, detail) => targets.push({ name, met: Boolean(met), detail })
  const gz = latch.x1.js.initial.gzip
  if (byId.appkit && byId.rainbowkit) {
    const appkit = byId.appkit.x1.js.initial.gzip
    const rainbow = byId.rainbowkit.x1.js.initial.gzip
    add(
      'initial JS (gzip) ≤ 1/4 of AppKit and ≤ 1/2 of RainbowKit',
      gz <= appkit / 4 && gz <= rainbow / 2,
      `${kib(gz)} KiB vs AppKit ${kib(appkit)} KiB (ratio ${fmtRatio(gz / appkit)}) and RainbowKit ${kib(rainbow)} KiB (ratio ${fmtRatio(gz / rainbow)})`,
    )
  }
  const beforeClick = latch.x1.js.beforeClick?.gzip
  if (beforeClick !== undefined) {
    const leastFetched = smallest((peer) => peer.x1.js.beforeClick?.gzip)
    add(
      "JS fetched before the click ≤ 1/4 of the smallest peer's",
      beforeClick <= leastFetched / 4,
      `${kib(beforeClick)} KiB vs smallest peer ${kib(leastFetched)} KiB (ratio ${fmtRatio(beforeClick / leastFetched)})`,
    )
  }
  const kitShare = withoutReact(latch.x1.js.initial)
  add(
    "the kit's own share of the first load (without react, react-dom, scheduler) ≤ 12 KiB gzip",
    kitShare <= 12 * KIB,
    `${kib(kitShare)} KiB`,
  )
  const oneFrame = latch.x1.clickToWalletMs
  add('click → first wallet ≤ 16 ms at 1x (the frame after the click)', oneFrame <= 16, `${ms(oneFrame)} ms`)
  if (latch.x4) {
    const best = fastest((peer) => peer.x4?.clickToWalletMs)
    const ours = latch.x4.clickToWalletMs
    add(
      'click → first wallet ≤ 1/3 of the fastest peer (4x throttling)',
      ours <= best / 3,
      `${ms(ours)} ms vs fastest peer ${ms(best)} ms (ratio ${fmtRatio(ours / best)})`,
    )
  }
  const leastHeap = smallest((peer) => peer.x1.heapAfterLoad)
  add(
    'JS heap after load ≤ 1/3 of the smallest peer',
    latch.x1.heapAfterLoad <= leastHeap / 3,
    `${mib(latch.x1.heapAfterLoad)} MiB vs smallest peer ${mib(leastHeap)} MiB (ratio ${fmtRatio(latch.x1.heapAfterLoad / leastHeap)})`,
  )
  const runs = [latch.x1, latch.x4].filter(Boolean)
  const outsideLoad = Math.max(...runs.map((run) => run.requests.maxOutsideOnLoad))
  const outsideOpen = Math.max(...runs.map((run) => run.requests.maxOutsideOnOpen))
  add(
    'zero requests outside 127.0.0.1 on load and on open (default self-hosted configuration)',
    outsideLoad === 0 && outsideOpen === 0,
    `at most ${outsideLoad} on load and ${outsideOpen} on open over all runs${latch.x1.outsideHosts.length ? ` (${latch.x1.outsideHosts.join(', ')})` : ''}`,
  )
  if (allWallets) {
    add(
      `no task over 50 ms while scrolling ${allWallets.count} wallets`,
      allWallets.tasksOver50 === 0 && allWallets.allRendered,
      `longest task ${allWallets.tasksOver50 === 0 ? 'none over 50 ms' : `${ms(allWallets.longestTaskMs)} ms (${allWallets.tasksOver50} over 50 ms)`}, longest frame ${ms(allWallets.longestFrameMs)} ms, ${allWallets.count} entries rendered`,
    )
  } else {
    add('no task over 50 ms while scrolling 1,000 wallets', false, 'not measured')
  }
  return targets
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
  lines.push(
    `Machine: ${meta.machine}. Browser: ${meta.browser}. ${meta.runs} fresh page loads per entry and CPU setting (medians); every request outside 127.0.0.1 blocked and counted.`,
    '',
  )
  lines.push(
    '| entry | initial JS raw / gzip / brotli (KiB) | kit without React, initial gzip (KiB) | JS before the click gzip (KiB) | JS after open raw / gzip / brotli (KiB) | button visible (ms) | click → first wallet 1x / 4x (ms) | heap after load / open (MiB) | requests on load / open (outside) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  )
  for (const entry of entries) {
    const { x1, x4 } = entry
    if (!x1) {
      lines.push(`| ${entry.label} | not measured: ${entry.error ?? 'unknown'} | | | | | | | |`)
      continue
    }
    const js = (bytes) => `${kib(bytes.raw)} / ${kib(bytes.gzip)} / ${kib(bytes.brotli)}`
    lines.push(
      `| ${entry.label} | ${js(x1.js.initial)} | ${kib(withoutReact(x1.js.initial))} | ${x1.js.beforeClick ? kib(x1.js.beforeClick.gzip) : 'n/a'} | ${js(x1.js.afterOpen)} | ${ms(x1.buttonVisibleMs)} | ${ms(x1.clickToWalletMs)} / ${ms(x4?.clickToWalletMs)} | ${mib(x1.heapAfterLoad)} / ${mib(x1.heapAfterOpen)} | ${x1.requests.load.local + x1.requests.load.outside} (${x1.requests.load.outside}) / ${x1.requests.open.local + x1.requests.open.outside} (${x1.requests.open.outside}) |`,
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
  if (latchEntries.some((entry) => entry.connect)) {
    lines.push('## Connecting the EVM dev wallet', '')
    lines.push(
      'Click on the dev wallet in the opened modal (announced by EIP-6963, before the click nothing of the chain SDK loaded) → the first frame that paints the connected account button: the SDK chunk loads, the wallet is asked, state and button update.',
      '',
    )
    lines.push('| entry | click → connected 1x / 4x (ms) | runs |', '| --- | --- | --- |')
    for (const entry of latchEntries) {
      if (!entry.connect) continue
      const { x1, x4 } = entry.connect.clickToConnectedMs
      lines.push(`| ${entry.label} | ${ms(x1)} / ${ms(x4)} | ${entry.connect.runs} |`)
    }
    lines.push('')
  }
  for (const entry of latchEntries) {
    lines.push(`## ${entry.label}: ratio to each peer (below 1 = Latch smaller or faster)`, '')
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
