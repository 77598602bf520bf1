import { useEffect, useState } from 'react'
import type { AccountButtonIconProps } from './AccountButtonIcon'

type IconModule = typeof import('./AccountButtonIcon')
let loadingIcons: Promise<IconModule> | undefined

/**
 * A styled button's round icon (network mark or avatar; the account and network buttons') that loads after the first
 * paint (its placeholder keeps the place). Loaded in an effect, not with `lazy`: the server's HTML and the first
 * client render are then the same placeholder (no Suspense, which `renderToString` reports, and no hydration mismatch
 * once the chunk is cached).
 */
export function ButtonIcon(props: AccountButtonIconProps) {
  const [icons, setIcons] = useState<IconModule>()
  useEffect(() => {
    loadingIcons ??= import('./AccountButtonIcon')
    loadingIcons.then(setIcons, () => {})
  }, [])
  return (
    <span className="latch-b-icon" aria-hidden="true">
      {icons ? <icons.default {...props} /> : null}
    </span>
  )
}
