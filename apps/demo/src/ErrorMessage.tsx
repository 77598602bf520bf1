import type { DescribedError } from './describeError'

/** A failure in a host-page panel: the message (`<id>-error`), then the details (`<id>-error-details`). */
export function ErrorMessage({ error, id }: { error: DescribedError; id: string }) {
  return (
    <p role="alert">
      <span data-testid={`${id}-error`}>{error.message}</span>
      {error.details ? <small data-testid={`${id}-error-details`}>{error.details}</small> : null}
    </p>
  )
}
