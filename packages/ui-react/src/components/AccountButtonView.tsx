import { type CaipNetwork, toDisplayText } from '@latch/core'
import type { ButtonHTMLAttributes } from 'react'
import { formatAddress } from '../format/formatAddress'
import { formatAmount } from '../format/formatAmount'
import { ButtonIcon } from './ButtonIcon'

/** The connected account the button shows. */
interface ShownAccount {
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
          {headless || !account.network ? null : (
            <ButtonIcon network={account.network} address={account.address} />
          )}
          {amount}
        </span>
      ) : null}
      {/* A space between balance and address, so the text reads "1.2 ETH 0x12…34", not "1.2 ETH0x12…34". */}
      {amount ? ' ' : null}
      <span className="latch-b-part latch-account-button-address" dir="auto">
        {headless ? null : <ButtonIcon address={account.address} image={account.image} />}
        {shown}
      </span>
    </button>
  )
}
