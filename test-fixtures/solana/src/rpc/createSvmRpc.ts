import { type Address, address, getBase58Codec, getTransactionDecoder, lamports } from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { invalidParams, RpcError } from './rpcError'
import { tokenAccountsByOwner, transactionTokenBalances } from './tokenAccountsByOwner'
import { createTransactionHistory } from './transactionHistory'

/** A signature's outcome as getSignatureStatuses reports it. */
interface SignatureRecord {
  slot: number
  err: string | null
}

/** Blocks a blockhash stays valid for, as on a real cluster. */
const BLOCKHASH_VALIDITY = 150

/** The Solana JSON-RPC methods the fixture answers, each taking the request's params array. */
export type SvmRpcMethods = Record<string, (params: unknown[]) => unknown>

function readAddress(value: unknown): Address {
  if (typeof value !== 'string') throw invalidParams('expected a base58 address')
  try {
    return address(value)
  } catch {
    throw invalidParams(`invalid address ${value}`)
  }
}

function readConfig(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

/**
 * Solana RPC methods over one in-process LiteSVM, answered in Solana's wire format
 * (`{ context: { slot }, value }` wherever the real RPC wraps its result).
 */
export function createSvmRpc(svm: LiteSVM = new LiteSVM()): { svm: LiteSVM; methods: SvmRpcMethods } {
  const signatures = new Map<string, SignatureRecord>()
  const history = createTransactionHistory()
  const decodeTransaction = getTransactionDecoder()
  const base58 = getBase58Codec()
  const slot = (): number => Number(svm.getClock().slot)
  const context = () => ({ apiVersion: '2.2.0', slot: slot() })
  // Each landed transaction moves the cluster on by one slot, like a real leader would.
  const nextSlot = () => svm.warpToSlot(svm.getClock().slot + 1n)

  const record = (signature: Uint8Array, err: string | null): string => {
    const text = base58.decode(signature)
    signatures.set(text, { slot: slot(), err })
    nextSlot()
    return text
  }

  const accountInfo = (account: Address) => {
    const found = svm.getAccount(account)
    if (!found.exists) return null
    return {
      data: [Buffer.from(found.data).toString('base64'), 'base64'],
      executable: found.executable,
      lamports: Number(found.lamports),
      owner: found.programAddress,
      rentEpoch: 0,
      space: Number(found.space),
    }
  }

  const methods: SvmRpcMethods = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getSlot: () => slot(),
    getBlockHeight: () => slot(),
    getBalance: ([account]) => ({
      context: context(),
      value: Number(svm.getBalance(readAddress(account)) ?? 0n),
    }),
    getLatestBlockhash: () => ({
      context: context(),
      value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot() + BLOCKHASH_VALIDITY },
    }),
    getMinimumBalanceForRentExemption: ([size]) => {
      if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0)
        throw invalidParams('expected a size')
      return Number(svm.minimumBalanceForRentExemption(BigInt(size)))
    },
    getAccountInfo: ([account, config]) => {
      const encoding = readConfig(config).encoding ?? 'base64'
      if (encoding !== 'base64') throw invalidParams(`encoding ${String(encoding)} is not supported here`)
      return { context: context(), value: accountInfo(readAddress(account)) }
    },
    // Surfpool's cheat code: writes an account as is (tests put accounts of programs the SVM does not run).
    surfnet_setAccount: ([account, update]) => {
      const { lamports: balance, data, owner, executable } = readConfig(update)
      if (typeof data !== 'string' || !/^(?:[0-9a-f]{2})*$/iu.test(data))
        throw invalidParams('data: expected hex')
      if (typeof balance !== 'number' || !Number.isSafeInteger(balance) || balance < 0)
        throw invalidParams('lamports: expected a number')
      const bytes = new Uint8Array(Buffer.from(data, 'hex'))
      svm.setAccount({
        address: readAddress(account),
        data: bytes,
        executable: executable === true,
        lamports: lamports(BigInt(balance)),
        programAddress: readAddress(owner),
        space: BigInt(bytes.length),
      })
      return null
    },
    getMultipleAccounts: ([accounts, config]) => {
      const encoding = readConfig(config).encoding ?? 'base64'
      if (encoding !== 'base64') throw invalidParams(`encoding ${String(encoding)} is not supported here`)
      if (!Array.isArray(accounts) || accounts.length > 100)
        throw invalidParams('expected at most 100 accounts')
      return { context: context(), value: accounts.map((account) => accountInfo(readAddress(account))) }
    },
    getTokenAccountsByOwner: (params) => ({ context: context(), value: tokenAccountsByOwner(svm, params) }),
    getSignatureStatuses: ([list]) => {
      if (!Array.isArray(list)) throw invalidParams('expected an array of signatures')
      return {
        context: context(),
        value: list.map((signature) => {
          const found = typeof signature === 'string' ? signatures.get(signature) : undefined
          if (!found) return null
          return {
            slot: found.slot,
            confirmations: null,
            err: found.err,
            status: found.err === null ? { Ok: null } : { Err: found.err },
            confirmationStatus: 'finalized',
          }
        }),
      }
    },
    requestAirdrop: ([account, amount]) => {
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
        throw invalidParams('expected a lamport amount')
      }
      const result = svm.airdrop(readAddress(account), lamports(BigInt(amount)))
      if (result === null || result instanceof FailedTransactionMetadata) {
        throw new RpcError(-32603, `airdrop failed: ${result === null ? 'no result' : result.toString()}`)
      }
      return record(result.signature(), null)
    },
    sendTransaction: ([wire, config]) => {
      if (typeof wire !== 'string') throw invalidParams('expected an encoded transaction')
      const encoding = readConfig(config).encoding ?? 'base58'
      const bytes = encoding === 'base64' ? Buffer.from(wire, 'base64') : base58.encode(wire)
      let transaction: ReturnType<typeof decodeTransaction.decode>
      try {
        transaction = decodeTransaction.decode(bytes)
      } catch (error) {
        throw invalidParams(`failed to deserialize the transaction: ${(error as Error).message}`)
      }
      const accountKeys = history.accountKeysOf(transaction)
      const pre = transactionTokenBalances(svm, accountKeys)
      const result = svm.sendTransaction(transaction)
      if (result instanceof FailedTransactionMetadata) {
        // Preflight failure: nothing lands, the caller gets Solana's -32002 with the logs.
        const logs = result.meta().logs()
        throw new RpcError(-32002, `Transaction simulation failed: ${String(result.err())}`, {
          err: String(result.err()),
          logs,
        })
      }
      const landedAt = slot()
      const signature = record(result.signature(), null)
      history.record(signature, landedAt, transaction, {
        pre,
        post: transactionTokenBalances(svm, accountKeys),
      })
      return signature
    },
    getSignaturesForAddress: ([account, config]) => {
      const { limit: asked, before } = readConfig(config)
      const limit = Number(asked ?? 1000)
      if (before !== undefined && typeof before !== 'string')
        throw invalidParams('before: expected a signature')
      return history.signaturesFor(readAddress(account), limit, before).map((entry) => ({
        signature: entry.signature,
        slot: entry.slot,
        err: null,
        memo: null,
        blockTime: entry.blockTime,
        confirmationStatus: 'finalized',
      }))
    },
    getTransaction: ([signature]) => {
      const entry = typeof signature === 'string' ? history.get(signature) : undefined
      if (!entry) return null
      return {
        slot: entry.slot,
        blockTime: entry.blockTime,
        meta: {
          err: null,
          fee: 5000,
          preBalances: [],
          postBalances: [],
          preTokenBalances: entry.preTokenBalances,
          postTokenBalances: entry.postTokenBalances,
          logMessages: [],
        },
        transaction: {
          signatures: [entry.signature],
          message: {
            accountKeys: entry.accountKeys.map((pubkey) => ({
              pubkey,
              signer: false,
              writable: false,
              source: 'transaction',
            })),
            instructions: entry.instructions,
            recentBlockhash: '',
          },
        },
        version: 'legacy',
      }
    },
  }
  return { svm, methods }
}
