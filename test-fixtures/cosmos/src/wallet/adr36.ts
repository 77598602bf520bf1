import { makeSignDoc, type StdSignDoc } from '@cosmjs/amino'
import { toBase64, toUtf8 } from '@cosmjs/encoding'

/**
 * The ADR-36 amino sign doc for arbitrary data: one `sign/MsgSignData` message, empty chain id and memo, zero
 * fee, account number and sequence. This is what Keplr's `signArbitrary` signs.
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
