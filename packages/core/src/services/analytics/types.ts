/** One event a flow reports. */
export interface AnalyticsEvent {
  /** Defaults to a fresh id. */
  eventId?: string
  /** The event name, e.g. `CONNECT_SUCCESS`. */
  event: string
  props?: Record<string, unknown>
}

/** One item of the `/batch` body (spec §7). */
export interface AnalyticsItem {
  eventId: string
  url: string
  domain: string
  /** Milliseconds since the epoch. */
  timestamp: number
  props: { type: 'track'; event: string; properties?: Record<string, unknown> }
}

/** What `start` needs from the page: timers, and page-hide events (pass `window`; tests pass an EventTarget). */
export interface AnalyticsEnvironment {
  setInterval(handler: () => void, ms: number): unknown
  clearInterval(id: unknown): void
  addEventListener?(type: string, listener: (event: Event) => void): void
  removeEventListener?(type: string, listener: (event: Event) => void): void
  /** Where `visibilityState` is read; else the event's target. */
  document?: { visibilityState?: string }
}
