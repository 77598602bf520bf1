import type { Hex } from 'viem'

/**
 * The first four of anvil's well-known dev keys (from its default mnemonic). They hold test ETH on a local
 * anvil only; never use them anywhere else.
 */
export const ANVIL_PRIVATE_KEYS: readonly Hex[] = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
]

/** Anvil's dev key 8: the demo bundler's key (it sends `handleOps` and is paid back by the EntryPoint). */
export const ANVIL_BUNDLER_KEY: Hex = '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97'

/** Anvil's dev key 9: the off-chain signer the test bed's `SponsorPaymaster` trusts. */
export const ANVIL_PAYMASTER_SIGNER_KEY: Hex =
  '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'
