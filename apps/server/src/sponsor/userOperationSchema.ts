import * as v from 'valibot'
import type { Address, Hex, SignedAuthorization } from 'viem'
import type { UserOperation } from 'viem/account-abstraction'

const AddressHex = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/, 'is not an address'))
const Quantity = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,64}$/, 'is not a hex quantity'))
/** Hex bytes; the body's size bound (`MAX_BODY_BYTES`) bounds their length. */
const Bytes = v.pipe(v.string(), v.regex(/^0x(?:[0-9a-fA-F]{2})*$/, 'is not hex bytes'))
const Word = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{1,64}$/, 'is not a 32-byte word'))

const Eip7702Auth = v.object({
  address: AddressHex,
  chainId: Quantity,
  nonce: Quantity,
  r: Word,
  s: Word,
  yParity: Quantity,
})

/** An ERC-4337 v0.8 user operation as the RPC carries it (the gas fields may be left out before estimation). */
export const RpcUserOperation = v.object({
  sender: AddressHex,
  nonce: Quantity,
  factory: v.optional(v.union([AddressHex, v.literal('0x7702')])),
  factoryData: v.optional(Bytes),
  callData: Bytes,
  callGasLimit: v.optional(Quantity),
  verificationGasLimit: v.optional(Quantity),
  preVerificationGas: v.optional(Quantity),
  maxFeePerGas: v.optional(Quantity),
  maxPriorityFeePerGas: v.optional(Quantity),
  paymaster: v.optional(AddressHex),
  paymasterVerificationGasLimit: v.optional(Quantity),
  paymasterPostOpGasLimit: v.optional(Quantity),
  paymasterData: v.optional(Bytes),
  signature: v.optional(Bytes),
  eip7702Auth: v.optional(v.nullable(Eip7702Auth)),
})
export type RpcUserOperation = v.InferOutput<typeof RpcUserOperation>

const quantity = (value: string | undefined) => (value === undefined ? 0n : BigInt(value))

/** The RPC form read into viem's `UserOperation` (bigints; the EIP-7702 authorization as `authorization`). */
export function toUserOperation(rpc: RpcUserOperation): UserOperation<'0.8'> {
  const auth = rpc.eip7702Auth
  const authorization: SignedAuthorization | undefined = auth
    ? {
        address: auth.address as Address,
        chainId: Number(BigInt(auth.chainId)),
        nonce: Number(BigInt(auth.nonce)),
        r: auth.r as Hex,
        s: auth.s as Hex,
        yParity: Number(BigInt(auth.yParity)),
      }
    : undefined
  return {
    sender: rpc.sender as Address,
    nonce: BigInt(rpc.nonce),
    factory: rpc.factory as Address | undefined,
    factoryData: rpc.factoryData as Hex | undefined,
    callData: rpc.callData as Hex,
    callGasLimit: quantity(rpc.callGasLimit),
    verificationGasLimit: quantity(rpc.verificationGasLimit),
    preVerificationGas: quantity(rpc.preVerificationGas),
    maxFeePerGas: quantity(rpc.maxFeePerGas),
    maxPriorityFeePerGas: quantity(rpc.maxPriorityFeePerGas),
    paymaster: rpc.paymaster as Address | undefined,
    paymasterVerificationGasLimit: rpc.paymasterVerificationGasLimit
      ? BigInt(rpc.paymasterVerificationGasLimit)
      : undefined,
    paymasterPostOpGasLimit: rpc.paymasterPostOpGasLimit ? BigInt(rpc.paymasterPostOpGasLimit) : undefined,
    paymasterData: rpc.paymasterData as Hex | undefined,
    signature: (rpc.signature ?? '0x') as Hex,
    authorization,
  }
}
