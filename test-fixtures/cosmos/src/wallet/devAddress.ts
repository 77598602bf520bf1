import { makeCosmoshubPath, Secp256k1HdWallet } from '@cosmjs/amino'

/** The bech32 address of a mnemonic's account on the Cosmos Hub path, for a prefix (to fund it on a local node). */
export async function devAddress(mnemonic: string, prefix = 'cosmos', accountIndex = 0): Promise<string> {
  const wallet = await Secp256k1HdWallet.fromMnemonic(mnemonic, {
    prefix,
    hdPaths: [makeCosmoshubPath(accountIndex)],
  })
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('no account')
  return account.address
}
