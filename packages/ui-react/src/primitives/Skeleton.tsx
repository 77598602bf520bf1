/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** What is loading, for assistive technology (the placeholder rows are decorative). */
  label: string
  /** How many placeholder rows (the shape of the list that is coming). */
  rows?: number
}

/**
 * The loading state of a list (tokens, activity, providers): placeholder rows shaped like the rows to come, so the
 * modal keeps its height and nothing jumps when the data arrives. A live status tells screen readers what loads.
 */
export function Skeleton({ label, rows = 3 }: SkeletonProps) {
  return (
    <div className="latch-skeleton" role="status" data-testid="latch-skeleton">
      <span className="latch-visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <div key={index} className="latch-skeleton-row" aria-hidden="true">
          <span className="latch-skeleton-block latch-skeleton-circle" />
          <span className="latch-skeleton-lines">
            <span className="latch-skeleton-block latch-skeleton-line" />
            <span className="latch-skeleton-block latch-skeleton-line" data-short="true" />
          </span>
        </div>
      ))}
    </div>
  )
}

/** One placeholder line where a single figure loads (a balance), with its status for screen readers. */
export function SkeletonLine({ label, width = 96 }: { label: string; width?: number }) {
  return (
    <span role="status" data-testid="latch-skeleton">
      <span className="latch-visually-hidden">{label}</span>
      <span
        className="latch-skeleton-block latch-skeleton-line"
        aria-hidden="true"
        style={{ display: 'inline-block', width, verticalAlign: 'middle' }}
      />
    </span>
  )
}
