import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { type Address, type Hex, isAddressEqual, numberToHex, size } from 'viem'
import { entryPoint08Address, type UserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import type { Database } from '../db/openDatabase'
import { readJsonBody, safeToken } from '../http/boundary'
import { credentialedRoute } from '../http/credentialedCors'
import type { ProjectEnv } from '../http/types'
import { createBundler } from '../sponsor/bundler'
import {
  PAYMASTER_POST_OP_GAS,
  PAYMASTER_VERIFICATION_GAS,
  signPaymasterData,
  stubPaymasterData,
} from '../sponsor/paymasterSignature'
import type { SponsorOptions } from '../sponsor/sponsorConfig'
import { SPONSOR_ERROR_CODES, SponsorRefusal } from '../sponsor/sponsorRefusal'
import { RpcUserOperation, toUserOperation } from '../sponsor/userOperationSchema'

export const SPONSOR_RPC_PATH = '/sponsor/v1/rpc'
/** One user operation with a large batch fits; anything bigger is refused before it is parsed. */
const MAX_BODY_BYTES = 64 * 1024

/** Gas of the account's validation (Simple7702Account: the nonce, one ecrecover) with a margin. */
const VERIFICATION_GAS = 150_000n
/** The EntryPoint's own work around one operation, plus its calldata. */
const PRE_VERIFICATION_BASE_GAS = 50_000n

const RpcId = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
  safeToken(/^[\w-]{1,64}$/, 64),
])
const RpcRequest = v.object({
  jsonrpc: v.literal('2.0'),
  id: RpcId,
  method: safeToken(/^\w{1,64}$/, 64),
  params: v.optional(v.pipe(v.array(v.unknown()), v.maxLength(4)), []),
})
const EntryPointParam = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/))
const ChainIdParam = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,12}$/))
const OperationParams = v.tuple([RpcUserOperation, EntryPointParam])
const PaymasterParams = v.looseTuple([RpcUserOperation, EntryPointParam, ChainIdParam])
const HashParams = v.tuple([v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/))])

function readParams<S extends v.GenericSchema>(schema: S, params: unknown[]): v.InferOutput<S> {
  const parsed = v.safeParse(schema, params)
  if (parsed.success) return parsed.output
  const issue = parsed.issues[0]
  const path = issue.path?.map((item) => String(item.key)).join('.') ?? 'params'
  throw new SponsorRefusal(SPONSOR_ERROR_CODES.invalidParams, `Invalid params: ${path} ${issue.message}`)
}

/**
 * The demo's single-tenant ERC-4337 v0.8 bundler and ERC-7677 paymaster on one JSON-RPC endpoint (issue 34):
 * `eth_chainId`, `eth_supportedEntryPoints`, `pm_getPaymasterStubData`, `pm_getPaymasterData`,
 * `eth_estimateUserOperationGas`, `eth_sendUserOperation`, `eth_getUserOperationReceipt`. Guarded like every
 * credentialed route (the project's sdk params, its listed origins), bodies at most 64 KiB; the paymaster signs only
 * operations costing at most `maxCostWei` and the bundler sends only operations its paymaster sponsors.
 */
export function sponsorRoutes(db: Database, options: SponsorOptions) {
  const app = new Hono<ProjectEnv>()
  const entryPoint = options.entryPoint ?? entryPoint08Address
  const validitySeconds = options.validitySeconds ?? 300
  const maxCostWei = options.maxCostWei ?? 5n * 10n ** 16n
  const signer = privateKeyToAccount(options.paymasterSignerKey)
  const bundler = createBundler({
    chainId: options.chainId,
    rpcUrl: options.rpcUrl,
    entryPoint,
    bundlerKey: options.bundlerKey,
    rpcTimeoutMs: options.rpcTimeoutMs ?? 15_000,
  })

  const checkEntryPoint = (address: string) => {
    if (!isAddressEqual(address as Address, entryPoint))
      throw new SponsorRefusal(
        SPONSOR_ERROR_CODES.invalidParams,
        `Only the EntryPoint ${entryPoint} is served`,
      )
  }
  const checkChain = (chainId: string) => {
    if (Number(BigInt(chainId)) !== options.chainId)
      throw new SponsorRefusal(
        SPONSOR_ERROR_CODES.invalidParams,
        `Only chain ${options.chainId} is sponsored`,
      )
  }
  const checkSponsored = (op: UserOperation<'0.8'>) => {
    if (!op.paymaster || !isAddressEqual(op.paymaster, options.paymaster))
      throw new SponsorRefusal(
        SPONSOR_ERROR_CODES.invalidParams,
        "Only operations sponsored by this server's paymaster are bundled",
      )
  }
  const costOf = (op: UserOperation<'0.8'>) =>
    (op.verificationGasLimit +
      op.callGasLimit +
      op.preVerificationGas +
      (op.paymasterVerificationGasLimit ?? PAYMASTER_VERIFICATION_GAS) +
      (op.paymasterPostOpGasLimit ?? PAYMASTER_POST_OP_GAS)) *
    op.maxFeePerGas

  const methods: Record<string, (params: unknown[]) => Promise<unknown>> = {
    eth_chainId: async () => numberToHex(options.chainId),
    eth_supportedEntryPoints: async () => [entryPoint],
    pm_getPaymasterStubData: async (params) => {
      const [, address, chainId] = readParams(PaymasterParams, params)
      checkEntryPoint(address)
      checkChain(chainId)
      return {
        paymaster: options.paymaster,
        paymasterData: stubPaymasterData(),
        paymasterVerificationGasLimit: numberToHex(PAYMASTER_VERIFICATION_GAS),
        paymasterPostOpGasLimit: numberToHex(PAYMASTER_POST_OP_GAS),
        isFinal: false,
      }
    },
    pm_getPaymasterData: async (params) => {
      const [rpcOp, address, chainId] = readParams(PaymasterParams, params)
      checkEntryPoint(address)
      checkChain(chainId)
      const op = toUserOperation(rpcOp)
      if (costOf(op) > maxCostWei)
        throw new SponsorRefusal(
          SPONSOR_ERROR_CODES.rejectedByPaymaster,
          `The operation may cost more than this server sponsors (${maxCostWei} wei)`,
        )
      // On the chain's clock, not the server's: a chain whose time differs from this machine's (a devnet reverted
      // to a snapshot, a node behind) would otherwise refuse the signature ('AA32 paymaster expired or not due').
      const validAfter = (await bundler.chainTime()) - 60
      const validUntil = validAfter + 60 + validitySeconds
      const paymasterData = await signPaymasterData(
        signer,
        op,
        options.chainId,
        options.paymaster,
        validUntil,
        validAfter,
      )
      return { paymaster: options.paymaster, paymasterData }
    },
    eth_estimateUserOperationGas: async (params) => {
      const [rpcOp, address] = readParams(v.looseTuple([RpcUserOperation, EntryPointParam]), params)
      checkEntryPoint(address)
      const op = toUserOperation(rpcOp)
      const callGas = await bundler.estimateCallGas(op)
      return {
        preVerificationGas: numberToHex(PRE_VERIFICATION_BASE_GAS + 16n * BigInt(size(op.callData))),
        verificationGasLimit: numberToHex(VERIFICATION_GAS),
        callGasLimit: numberToHex((callGas * 12n) / 10n + 10_000n),
        paymasterVerificationGasLimit: numberToHex(PAYMASTER_VERIFICATION_GAS),
        paymasterPostOpGasLimit: numberToHex(PAYMASTER_POST_OP_GAS),
      }
    },
    eth_sendUserOperation: async (params) => {
      const [rpcOp, address] = readParams(OperationParams, params)
      checkEntryPoint(address)
      const op = toUserOperation(rpcOp)
      checkSponsored(op)
      return bundler.sendUserOperation(op)
    },
    eth_getUserOperationReceipt: async (params) => {
      const [hash] = readParams(HashParams, params)
      return bundler.receipt(hash as Hex)
    },
  }

  const answer = (
    c: Context,
    id: unknown,
    body: { result: unknown } | { error: { code: number; message: string } },
  ) => c.json({ jsonrpc: '2.0', id, ...body })

  app.on(['POST', 'OPTIONS'], SPONSOR_RPC_PATH, credentialedRoute(db), async (c) => {
    const body = await readJsonBody(c, RpcRequest, {
      maxBytes: MAX_BODY_BYTES,
      error: 'Invalid JSON-RPC request',
    })
    if (!body.ok) return body.response
    const { id, method, params } = body.value
    const run = methods[method]
    if (!run)
      return answer(c, id, {
        error: { code: SPONSOR_ERROR_CODES.methodNotFound, message: `The method ${method} is not offered` },
      })
    try {
      return answer(c, id, { result: await run(params) })
    } catch (error) {
      if (!(error instanceof SponsorRefusal)) throw error
      return answer(c, id, { error: { code: error.code, message: error.message } })
    }
  })

  return app
}
