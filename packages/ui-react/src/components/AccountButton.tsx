import type { ChainNamespace } from '@latch/core'
import { AccountButtonView } from './AccountButtonView'
import { useAccountButton } from './useAccountButton'

/** Props of {@link AccountButton}. */
export interface AccountButtonProps {
  namespace?: ChainNamespace | undefined
  /** Show the balance next to the address (default true). */
  balance?: 'show' | 'hide'
  /** Only class names, no look of its own (the host draws it): the button before issue 40. */
  headless?: boolean | undefined
  className?: string | undefined
}

/**
 * The connected account (profile name or short address, and balance); opens the Account view. Renders nothing when
 * disconnected. Styled like the modal (network icon and balance, then avatar and address) unless `headless`.
 */
export function AccountButton(props: AccountButtonProps) {
  const view = useAccountButton(props)
  return view ? <AccountButtonView {...view} /> : null
}
