import { featurePart } from '../shared/featurePart'

/** Account's account switcher: its own chunk, with the `accounts` catalogue, for wallets that grant several accounts. */
export const AccountSwitchPart = featurePart('accounts', () => import('./AccountSwitch'))
