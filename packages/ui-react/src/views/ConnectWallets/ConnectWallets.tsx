import { LegalFooter } from '../shared/LegalFooter'
import { WalletShortList } from '../shared/WalletShortList'

/** The ConnectWallets view: the wallet list on its own, with the legal footer (spec §2). */
export default function ConnectWallets() {
  return (
    <div className="latch-stack" data-testid="latch-connect-wallets-view">
      <WalletShortList />
      <LegalFooter />
    </div>
  )
}
