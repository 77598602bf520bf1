import { fromHex, toBase64 } from '@cosmjs/encoding'
import { answerBankQuery, type BalanceBook } from './bankQueries'
import { cometStatus } from './cometStatus'
import { RpcError } from './rpcError'

/** A CometBFT RPC method: named params in, a JSON result out. */
export type CometMethod = (params: Record<string, unknown>) => unknown

/** The methods of the local node and the state behind them. */
export interface CometRpc {
  methods: Record<string, CometMethod>
  book: BalanceBook
}

const HEX = /^(0x)?([0-9a-fA-F]{2})*$/

/**
 * The CometBFT RPC methods a cosmjs `StargateClient` calls to read balances: `status` (to pick its client
 * version) and `abci_query` (bank queries, see `answerBankQuery`). The height moves on with every request.
 */
export function createCometRpc(input: { chainId: string }): CometRpc {
  const book: BalanceBook = new Map()
  let height = 1
  const next = () => {
    height += 1
    return height
  }
  const methods: Record<string, CometMethod> = {
    status: () => cometStatus({ chainId: input.chainId, height: next(), time: new Date() }),
    abci_query: (params) => {
      const path = params.path
      const data = params.data ?? ''
      if (typeof path !== 'string' || typeof data !== 'string' || !HEX.test(data)) {
        throw new RpcError(-32602, 'Invalid params', 'abci_query needs a path and hex data')
      }
      const answer = answerBankQuery(book, path, fromHex(data.replace(/^0x/, '')))
      return {
        response: {
          code: answer.code,
          log: answer.log,
          info: '',
          index: '0',
          key: null,
          value: answer.value.length > 0 ? toBase64(answer.value) : null,
          proofOps: null,
          height: String(next()),
          codespace: answer.codespace,
        },
      }
    },
  }
  return { methods, book }
}
