import { getAddressFromPrivateKey } from '@stacks/transactions'

/** The Stacks address of a private key (hex; compressed when 64 hex digits, as the dev wallet uses it). */
export function stxAddressFromPrivateKey(privateKey: string, network: 'mainnet' | 'testnet'): string {
  return getAddressFromPrivateKey(privateKey.length === 64 ? `${privateKey}01` : privateKey, network)
}
