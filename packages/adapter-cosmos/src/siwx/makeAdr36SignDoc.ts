import { makeSignDoc, type StdSignDoc } from '@cosmjs/amino'
import { toBase64, toUtf8 } from '@cosmjs/encoding'

/**
 * The ADR-36 amino sign doc of arbitrary data signed by `signer`: one `sign/MsgSignData` message with the data
 * in base64, an empty chain id and memo, and zero fee, account number and sequence. Keplr's `signArbitrary`
 * signs the serialised form of this document (sorted keys, `<>&` escaped).
 */
export function makeAdr36SignDoc(signer: string, data: string | Uint8Array): StdSignDoc {
  const bytes = typeof data === 'string' ? toUtf8(data) : data
  return makeSignDoc(
    [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
    { gas: '0', amount: [] },
    '',
    '',
    0,
    0,
  )
}
