import { type CaipNetwork, toDisplayText } from '@latch/core'
import { type ButtonHTMLAttributes, useEffect, useState } from 'react'
import { formatAddress } from '../format/formatAddress'
import { formatAmount } from '../format/formatAmount'
import type { AccountButtonIconProps } from './AccountButtonIcon'

type IconModule = typeof import('./AccountButtonIcon')
let loadingIcons: Promise<IconModule> | undefined

/** The connected account the button shows. */
export interface ShownAccount {
  address: string
  /** The profile name as its source gave it (made safe to show here). */
  name: string | undefined
  image: string | undefined
  balance: string | undefined
  symbol: string | undefined
  network: CaipNetwork | undefined
}

/** What {@link AccountButtonView} draws: the account, and the button's own attributes (look, label, handlers). */
export interface AccountButtonViewProps {
  account: ShownAccount
  showBalance: boolean
  locale: string
  headless: boolean | undefined
  button: ButtonHTMLAttributes<HTMLButtonElement>
}

/**
 * A round icon that loads after the first paint (its placeholder keeps the place). Loaded in an effect, not with
 * `lazy`: the server's HTML and the first client render are then the same placeholder (no Suspense, which
 * `renderToString` reports, and no hydration mismatch once the chunk is cached).
 */
function Icon(props: AccountButtonIconProps) {
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

/**
 * The account button's drawing (network icon and balance, then avatar and address), apart from its state: the
 * ConnectButton loads it as a chunk of its own once a connection starts or the page is idle (issue 39).
 */
export function AccountButtonView({
  account,
  showBalance,
  locale,
  headless,
  button,
}: AccountButtonViewProps) {
  const shown = (account.name && toDisplayText(account.name)) || formatAddress(account.address)
  const amount =
    showBalance && account.balance !== undefined
      ? `${formatAmount(account.balance, locale)} ${account.symbol ?? ''}`.trim()
      : undefined
  return (
    <button type="button" {...button}>
      {amount ? (
        <span className="latch-b-part latch-account-button-balance" dir="ltr">
          {headless || !account.network ? null : <Icon network={account.network} address={account.address} />}
          {amount}
        </span>
      ) : null}
      {/* A space between balance and address, so the text reads "1.2 ETH 0x12…34", not "1.2 ETH0x12…34". */}
      {amount ? ' ' : null}
      <span className="latch-b-part latch-account-button-address" dir="auto">
        {headless ? null : <Icon address={account.address} image={account.image} />}
        {shown}
      </span>
    </button>
  )
}
