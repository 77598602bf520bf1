import type { ChainNamespace } from '@latch/core'
import { setCurrentTab } from '@latch/core/actions'
import { useLatchContext } from '../../hooks/useLatchContext'
import { useLatchSelector } from '../../hooks/useLatchSelector'
import { Icon } from '../../primitives/Icon'
import { ActivityTab } from './ActivityTab'
import { TokensTab } from './TokensTab'

const TABS = ['tokens', 'activity'] as const

/** The Account view's Tokens and Activity tabs (spec §2); the chosen tab is the account's `currentTab` (§3). */
export function AccountTabs({ namespace }: { namespace: ChainNamespace }) {
  const { client, translator } = useLatchContext()
  const { t } = translator
  const current = useLatchSelector((state) => state.accounts[namespace]?.currentTab ?? 0) === 1 ? 1 : 0
  return (
    <div className="latch-stack">
      <div role="tablist" aria-label={t('account.tabs')} className="latch-tabs">
        {TABS.map((tab, index) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`latch-tab-${tab}`}
            aria-selected={current === index}
            aria-controls={`latch-tabpanel-${tab}`}
            tabIndex={current === index ? 0 : -1}
            className="latch-tab"
            onClick={() => setCurrentTab(client, { tab: index })}
          >
            <Icon name={tab} size={16} />
            {t(tab === 'tokens' ? 'account.tabTokens' : 'account.tabActivity')}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`latch-tabpanel-${TABS[current]}`}
        aria-labelledby={`latch-tab-${TABS[current]}`}
      >
        {current === 0 ? <TokensTab namespace={namespace} /> : <ActivityTab namespace={namespace} />}
      </div>
    </div>
  )
}
