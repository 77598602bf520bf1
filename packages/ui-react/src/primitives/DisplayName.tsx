import { toDisplayText } from '@latch/core'

/**
 * A name that came from outside (a wallet, a registry, a server), shown as safe text inside a bidi isolate:
 * `toDisplayText` strips controls and bounds the length, and `<bdi>` keeps right-to-left letters in the name from
 * reordering the text around it. Styled by the caller's class (the row and grid classes ellipsize).
 */
export function DisplayName({ text, className }: { text: string | undefined; className?: string }) {
  return (
    <bdi className={className} data-testid="latch-display-name">
      {toDisplayText(text)}
    </bdi>
  )
}
