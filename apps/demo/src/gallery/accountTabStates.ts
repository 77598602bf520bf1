import { open, setCurrentTab } from '@latch/core/actions'
import type { AccountReads } from './accountReads'
import { connectEvm, type GalleryState, untilBalanceRead } from './galleryStateSteps'

// The Account view's two tabs, Tokens and Activity, each in its read states. Tokens has no empty state of its own
// here: it always lists the native coin the account holds (core's fetchTokens), so an empty token read shows ETH.

/** What each tab shows in each read state (the text the gallery waits for). */
const TABS = {
  tokens: {
    index: 0,
    shows: {
      data: 'USDC',
      loading: 'Loading tokens',
      error: 'Token balances could not be loaded.',
    },
  },
  activity: {
    index: 1,
    shows: {
      data: 'Failed',
      empty: 'No activity yet',
      loading: 'Loading activity',
      error: 'Activity could not be loaded.',
    },
  },
} as const satisfies Record<string, { index: number; shows: Partial<Record<AccountReads, string>> }>

const CAPTIONS: Record<AccountReads, string> = {
  data: 'with rows',
  empty: 'of a wallet that holds nothing yet',
  loading: 'while the wallet is read: placeholder rows',
  error: 'when the read failed: says so, with Try again',
}

function tabState(tab: keyof typeof TABS, reads: AccountReads, shows: string): GalleryState {
  return {
    id: `Account:${tab}-${reads}`,
    view: 'Account',
    caption: `The ${tab === 'tokens' ? 'Tokens' : 'Activity'} tab ${CAPTIONS[reads]}.`,
    scene: { accountReads: reads },
    reach: async (scene) => {
      await connectEvm(scene)
      // A failed token read before the balance's makes core skip the balance for 30 s (spec §4).
      if (tab === 'tokens') await untilBalanceRead(scene)
      setCurrentTab(scene.client, { tab: TABS[tab].index })
      await open(scene.client, {})
    },
    // The account's balance line too: it is read apart from the tab's rows and can come after them.
    shows: [shows, '1.5 ETH'],
  }
}

/** Account's Tokens and Activity tabs in each read state they have. */
export const ACCOUNT_TAB_STATES: readonly GalleryState[] = (['tokens', 'activity'] as const).flatMap((tab) =>
  (['data', 'empty', 'loading', 'error'] as const).flatMap((reads) => {
    const shows = TABS[tab].shows
    return reads in shows ? [tabState(tab, reads, shows[reads as keyof typeof shows])] : []
  }),
)
