// Public API of @latch/adapter-sui. Names are listed explicitly; a test snapshots them.
export { suiAdapter } from '../adapter/suiAdapter'
export type { SuiAdapterOptions } from '../adapter/types'
export { isSuiAddress } from '../address/isSuiAddress'
export { suiDevnet, suiLocalnet, suiMainnet, suiTestnet } from '../networks/suiNetworks'
export { formatSuiSignInMessage } from '../siwx/formatSuiSignInMessage'
