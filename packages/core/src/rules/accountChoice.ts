import type { ConnectedAccount } from '../adapter/types'

// Parts of an account's CAIP-10 id (validated by the adapter and core before it is in state).
const namespaceOf = (account: ConnectedAccount) => account.address.split(':')[0]
const plainAddressOf = (account: ConnectedAccount) => account.address.split(':')[2]

/**
 * The accounts of a connection a visitor can switch between: the main (first) one and every other of its
 * namespace and role. A Bitcoin wallet's ordinals account or a Stacks wallet's Bitcoin addresses are other roles,
 * not other accounts to use instead.
 */
export function switchableAccounts(accounts: readonly ConnectedAccount[]): ConnectedAccount[] {
  const [main] = accounts
  if (!main) return []
  return accounts.filter(
    (account) => namespaceOf(account) === namespaceOf(main) && account.purpose === main.purpose,
  )
}

/**
 * `accounts` with the switchable one whose plain address is `address` first (the visitor's choice in the account
 * switcher); unchanged when there is none or the wallet no longer grants it.
 */
export function preferAccount(
  accounts: readonly ConnectedAccount[],
  address: string | undefined,
): ConnectedAccount[] {
  const chosen = switchableAccounts(accounts).find((account) => plainAddressOf(account) === address)
  return chosen ? [chosen, ...accounts.filter((account) => account !== chosen)] : [...accounts]
}
