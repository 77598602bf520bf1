// Apart from browserEnvironment: only opening the modal asks, and that is not the page's first load (issue 39).
/** True on a phone-sized touch device, judged from the user agent; false outside the browser. */
export function isMobileBrowser(): boolean {
  const agent = (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent ?? ''
  return /Android|iPhone|iPad|iPod|Mobile/i.test(agent)
}
