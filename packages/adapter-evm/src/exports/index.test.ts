import { expect, it } from 'vitest'
import * as entry from './index'

it('exports exactly these names', () => {
  expect(Object.keys(entry).sort()).toEqual([
    'BALANCE_TTL_MS',
    'INJECTED_CONNECTOR_ID',
    'KNOWN_USDT_STYLE_TOKENS',
    'PROFILE_TTL_MS',
    'anvilLocal',
    'base',
    'erc20TransferAbi',
    'evmAdapter',
    'evmNetwork',
    'mainnet',
    'sepolia',
    'usdtTransferAbi',
  ])
  expect([entry.BALANCE_TTL_MS, entry.PROFILE_TTL_MS]).toEqual([30_000, 300_000])
})
