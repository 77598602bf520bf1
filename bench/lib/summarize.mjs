import { median } from './stats.mjs'

/** Medians of the per-load samples of one entry at one CPU slowdown. */
export function summarizeLoads(samples) {
  const pick = (read) => median(samples.map(read))
  const first = samples[0]
  return {
    runs: samples.length,
    buttonVisibleMs: pick((sample) => sample.buttonVisibleMs),
    clickToWalletMs: pick((sample) => sample.clickToWalletMs),
    ...(first.clickToQrMs === undefined ? {} : { clickToQrMs: pick((sample) => sample.clickToQrMs) }),
    // With the probe in the page; the reported heapAfterLoad comes from measureHeap's clean loads (summarizeHeap).
    probeHeapAfterLoad: pick((sample) => sample.probeHeapAfterLoad),
    heapAfterOpen: pick((sample) => sample.heapAfterOpen),
    requests: {
      load: { local: pick((s) => s.requests.load.local), outside: pick((s) => s.requests.load.outside) },
      open: { local: pick((s) => s.requests.open.local), outside: pick((s) => s.requests.open.outside) },
      maxOutsideOnLoad: Math.max(...samples.map((s) => s.requests.load.outside)),
      maxOutsideOnOpen: Math.max(...samples.map((s) => s.requests.open.outside)),
    },
    outsideHosts: [...new Set(samples.flatMap((sample) => sample.outsideHosts))].sort(),
    js: first.js,
    samples: samples.map((sample) => ({
      buttonVisibleMs: sample.buttonVisibleMs,
      clickToWalletMs: sample.clickToWalletMs,
      probeHeapAfterLoad: sample.probeHeapAfterLoad,
      heapAfterOpen: sample.heapAfterOpen,
    })),
  }
}

/** Median first render and worst long task over the AllWallets runs of one entry. */
export function summarizeAllWallets(runs) {
  return {
    runs: runs.length,
    count: runs[0]?.rendered,
    firstRenderMs: median(runs.map((run) => run.firstRenderMs)),
    longestTaskMs: Math.max(...runs.map((run) => run.longestTaskMs)),
    tasksOver50: Math.max(...runs.map((run) => run.tasksOver50)),
    longestFrameMs: Math.max(...runs.map((run) => run.longestFrameMs)),
    allRendered: runs.every((run) => run.rendered >= run.expected),
    outsideRequests: Math.max(...runs.map((run) => run.outsideRequests)),
    samples: runs,
  }
}

/** Medians of the dev-wallet connections of one entry, per setting (`{ x1: [ms...], x4: [...], phone: [...] }`). */
export function summarizeConnect(bySetting) {
  const measured = Object.entries(bySetting).filter(([, samples]) => samples.length > 0)
  return {
    runs: Math.max(...measured.map(([, samples]) => samples.length)),
    clickToConnectedMs: Object.fromEntries(measured.map(([id, samples]) => [id, median(samples)])),
    samples: bySetting,
  }
}
