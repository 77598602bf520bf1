import { type CaipAddress, parseCaipAddress, toDisplayText } from '@latch/core'
import { fetchConnectionBalances, switchAccount, switchableAccounts } from '@latch/core/actions'
import { useEffect, useState } from 'react'
import { formatAddress } from '../../format/formatAddress'
import { formatAmount } from '../../format/formatAmount'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { translateError } from '../../i18n/translateError'
import { AddressAvatar } from '../../primitives/AddressAvatar'
import { Icon } from '../../primitives/Icon'

/**
 * Account's account switcher, for a wallet that granted several accounts: "Switch account" lists them (avatar,
 * the profile name where known, the address, the native balance through the 30 s cache) and makes the one picked
 * the account in use. Its own chunk with the `accounts` catalogue: a one-account visitor never loads it.
 */
export default function AccountSwitch() {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const namespace = useLatchSelector((state) => state.activeNamespace)
  const account = useLatchSelector((state) => (namespace ? state.accounts[namespace] : undefined))
  const balances = useLatchSelector((state) => state.balances)
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string>()
  const accounts = switchableAccounts(account?.allAccounts ?? [])
  // The list's addresses as one string, so the balances are read again only when the list itself changes.
  const listed = accounts.map((entry) => entry.address).join(' ')
  useEffect(() => {
    if (open && namespace && listed)
      void fetchConnectionBalances(client, { namespace, addresses: listed.split(' ') as CaipAddress[] })
  }, [client, open, namespace, listed])
  if (!namespace || accounts.length < 2) return null
  const choose = (address: CaipAddress) => {
    setError(undefined)
    switchAccount(client, { namespace, address }).then(
      () => setOpen(false),
      (failure: unknown) => setError(translateError(failure, t)),
    )
  }
  return (
    <div className="latch-stack" data-testid="latch-account-switch">
      <button
        type="button"
        className="latch-row"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className="latch-row-name">{t('accounts.switch')}</span>
        <Icon name="chevron" />
      </button>
      {open ? (
        <ul className="latch-list" aria-label={t('accounts.switch')}>
          {accounts.map((entry) => {
            const address = parseCaipAddress(entry.address).address
            const current = entry.address === account?.caipAddress
            const name = current ? toDisplayText(account?.profileName) : ''
            const balance = balances[entry.address]
            return (
              <li key={entry.address}>
                <button
                  type="button"
                  className="latch-row"
                  title={address}
                  aria-current={current ? 'true' : undefined}
                  data-testid="latch-account-choice"
                  onClick={() => (current ? setOpen(false) : choose(entry.address))}
                >
                  <AddressAvatar address={address} image={current ? account?.profileImage : undefined} />
                  <span className="latch-row-name" dir="auto">
                    {name ? `${name} ` : ''}
                    <span className="latch-muted">{formatAddress(address)}</span>
                    {balance ? (
                      <span className="latch-muted">
                        {` ${formatAmount(balance.formatted, translator.locale)} ${toDisplayText(balance.symbol)}`}
                      </span>
                    ) : null}
                  </span>
                  {current ? <span className="latch-tag">{t('accounts.inUse')}</span> : null}
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
      {error ? (
        <p className="latch-error-text" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
