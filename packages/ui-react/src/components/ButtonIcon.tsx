import { whenIdle } from '@latch/core/internal'
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
    let live = true
    // Once idle, not in this effect: a connect's render flushes it before the frame that shows the account, and
    // starting the import there (the bundler's preload helper) cost about 5% of click -> connected at 4x CPU.
    const cancel = whenIdle(() => {
      loadingIcons ??= import('./AccountButtonIcon')
      loadingIcons.then(
        (icons) => {
          if (live) setIcons(icons)
        },
        () => {},
      )
    })
    return () => {
      live = false
      cancel()
    }
  }, [])
  return (
    <span className="latch-b-icon" aria-hidden="true">
      {icons ? <icons.default {...props} /> : null}
    </span>
  )
}
