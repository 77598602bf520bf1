import assert from 'node:assert/strict'
import { test } from 'node:test'
import { isLocalUrl } from '../lib/isolate.mjs'
import { combineRatios, combineTargets, evaluateTargets } from '../lib/report.mjs'
import { median } from '../lib/stats.mjs'

const KIB = 1024
const MIB = 1024 * 1024
const figures = ({
  gzip,
  kit = gzip,
  before = gzip,
  click1,
  click4,
  heap,
  outsideLoad = 0,
  outsideOpen = 0,
}) => {
  // The initial JS is the kit's own chunks plus the React chunk (bench/peers/vite.bench.config.mjs).
  const initial = {
    gzip,
    chunks: [
      { path: '/page/assets/index-a1.js', gzip: kit },
      { path: '/page/assets/react-vendor-b2.js', gzip: gzip - kit },
    ],
  }
  const run = (click) => ({
    js: { initial, beforeClick: { gzip: before, chunks: [] } },
    clickToWalletMs: click,
    heapAfterLoad: heap,
    requests: { maxOutsideOnLoad: outsideLoad, maxOutsideOnOpen: outsideOpen },
    outsideHosts: [],
  })
  return { x1: run(click1), x4: run(click4) }
}
const peers = [
  {
    id: 'appkit',
    ...figures({ gzip: 500 * KIB, before: 900 * KIB, click1: 100, click4: 600, heap: 10 * MIB }),
  },
  {
    id: 'rainbowkit',
    ...figures({ gzip: 250 * KIB, before: 600 * KIB, click1: 70, click4: 300, heap: 6 * MIB }),
  },
  {
    id: 'connectkit',
    ...figures({ gzip: 400 * KIB, before: 520 * KIB, click1: 130, click4: 500, heap: 6 * MIB }),
  },
]
const allWallets = { count: 1000, tasksOver50: 0, longestTaskMs: 0, longestFrameMs: 20, allRendered: true }

test('default: each target compares with the right peer and says met', () => {
  const latch = figures({
    gzip: 120 * KIB,
    kit: 12 * KIB,
    before: 130 * KIB,
    click1: 16,
    click4: 100,
    heap: 2 * MIB,
  })
  const targets = evaluateTargets(latch, peers, allWallets)
  assert.deepEqual(
    targets.map((target) => [target.met, target.detail]),
    [
      [true, '120.0 KiB vs AppKit 500.0 KiB (ratio 0.24) and RainbowKit 250.0 KiB (ratio 0.48)'],
      [true, '130.0 KiB vs smallest peer 520.0 KiB (ratio 0.25)'],
      [true, '12.0 KiB'],
      [true, '16 ms'],
      [true, '100 ms vs fastest peer 300 ms (ratio 0.33)'],
      [true, '2.00 MiB vs smallest peer 6.00 MiB (ratio 0.33)'],
      [true, 'at most 0 on load and 0 on open over all runs'],
      [true, 'longest task none over 50 ms, longest frame 20 ms, 1000 entries rendered'],
    ],
  )
})

test('behavior: just over each line is not met', () => {
  const latch = figures({
    gzip: 126 * KIB,
    kit: 12.1 * KIB,
    before: 131 * KIB,
    click1: 17,
    click4: 101,
    heap: 2.1 * MIB,
    outsideOpen: 1,
  })
  const slowList = { ...allWallets, tasksOver50: 2, longestTaskMs: 61 }
  const targets = evaluateTargets(latch, peers, slowList)
  assert.deepEqual(
    targets.map((target) => target.met),
    [false, false, false, false, false, false, false, false],
  )
  assert.equal(
    targets[7].detail,
    'longest task 61 ms (2 over 50 ms), longest frame 20 ms, 1000 entries rendered',
  )
})

test('behavior: click → connected is judged against the fastest peer at 4x, ≤ 1/2 met and just over not (issue 39)', () => {
  const withConnect = (entry, x4) => ({ ...entry, connect: { runs: 5, clickToConnectedMs: { x1: 1, x4 } } })
  const connectPeers = [withConnect(peers[0], 900), withConnect(peers[1], 400), withConnect(peers[2], 600)]
  const latch = (x4) =>
    withConnect(figures({ gzip: 120 * KIB, kit: 12 * KIB, click1: 16, click4: 100, heap: 2 * MIB }), x4)
  const connectTarget = (x4) =>
    evaluateTargets(latch(x4), connectPeers, allWallets).find((target) => /connected/.test(target.name))
  assert.equal(connectTarget(200).met, true)
  assert.equal(connectTarget(200).detail, '200 ms vs fastest peer 400 ms (ratio 0.50)')
  assert.equal(connectTarget(201).met, false)
})

test('behavior: over several full runs a target is judged on the median of its values, ratios likewise (issue 39)', () => {
  const run = (click4) =>
    evaluateTargets(
      figures({ gzip: 120 * KIB, kit: 12 * KIB, click1: 16, click4, heap: 2 * MIB }),
      peers,
      allWallets,
    )
  // 4x: fastest peer 300 ms; runs at 0.30, 0.40 and 0.32 of it: the median 0.32 meets 1/3 though one run does not.
  const combined = combineTargets([run(90), run(120), run(96)])
  const fourX = combined.find((target) => /4x/.test(target.name))
  assert.equal(fourX.met, true)
  assert.equal(fourX.value, 0.32)
  assert.match(fourX.detail, /^median of 3 full runs 0\.32 \(runs: 0\.30, 0\.40, 0\.32\)/)
  const slower = combineTargets([run(90), run(120), run(105)]).find((target) => /4x/.test(target.name))
  assert.equal(slower.met, false)
  assert.deepEqual(combineRatios([{ a: { p: 0.2 } }, { a: { p: 0.5 } }, { a: { p: 0.3 } }]), {
    a: { p: 0.3 },
  })
})

test('default: median of odd and even counts', () => {
  assert.equal(median([5, 1, 3]), 3)
  assert.equal(median([4, 1, 3, 2]), 2.5)
})

test('default: only 127.0.0.1 is local', () => {
  assert.equal(isLocalUrl('http://127.0.0.1:4173/a.js'), true)
  assert.equal(isLocalUrl('ws://127.0.0.1:1/'), true)
  assert.equal(isLocalUrl('https://api.web3modal.org/getWallets'), false)
  assert.equal(isLocalUrl('http://localhost:4173/'), false)
})
