/** How a key algorithm turns a public key into account address bytes. */
export type AddressDerivation = 'cosmos' | 'ethermint' | 'ed25519'

const DERIVATIONS: Readonly<Record<string, AddressDerivation>> = {
  secp256k1: 'cosmos',
  // Ethermint chains (Evmos, Injective, Cronos, ...): Keplr and cosmjs say `eth_secp256k1`, Evmos `ethsecp256k1`.
  eth_secp256k1: 'ethermint',
  ethsecp256k1: 'ethermint',
  ed25519: 'ed25519',
}

/**
 * The derivations a wallet's `algo` (`KeplrKey.algo`, cosmjs `AccountData.algo`) allows: one for a known algorithm,
 * both secp256k1 ones when the wallet names none, none for an algorithm this adapter does not know.
 */
export function derivationsOf(algo: unknown): AddressDerivation[] {
  if (algo === undefined || algo === null || algo === '') return ['cosmos', 'ethermint']
  const derivation = typeof algo === 'string' ? DERIVATIONS[algo] : undefined
  return derivation ? [derivation] : []
}
