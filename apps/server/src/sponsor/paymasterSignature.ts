import {
  type Address,
  concat,
  encodeAbiParameters,
  type Hex,
  keccak256,
  type LocalAccount,
  numberToHex,
  pad,
  slice,
} from 'viem'
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'

/** Gas the paymaster's validation takes (one ecrecover and the hash), and its post-op (none: no context). */
export const PAYMASTER_VERIFICATION_GAS = 60_000n
export const PAYMASTER_POST_OP_GAS = 0n

/** validUntil (6) | validAfter (6) | a signature-sized placeholder: the stub the gas estimate runs with. */
export function stubPaymasterData(): Hex {
  return concat([pad('0x', { size: 12 }), `0x${'ff'.repeat(64)}1c`])
}

/** The operation with this paymaster and its gas limits, as the EntryPoint packs it. */
function withPaymaster(op: UserOperation<'0.8'>, paymaster: Address): UserOperation<'0.8'> {
  return {
    ...op,
    paymaster,
    paymasterVerificationGasLimit: op.paymasterVerificationGasLimit ?? PAYMASTER_VERIFICATION_GAS,
    paymasterPostOpGasLimit: op.paymasterPostOpGasLimit ?? PAYMASTER_POST_OP_GAS,
    paymasterData: '0x',
  }
}

/** `SponsorPaymaster.getHash` off chain: every field of the packed operation but the paymaster's signature. */
function sponsorshipHash(
  op: UserOperation<'0.8'>,
  chainId: number,
  paymaster: Address,
  validUntil: number,
  validAfter: number,
): Hex {
  const packed = toPackedUserOperation(withPaymaster(op, paymaster))
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        packed.sender,
        packed.nonce,
        keccak256(packed.initCode),
        keccak256(packed.callData),
        packed.accountGasLimits,
        slice(packed.paymasterAndData, 20, 52),
        packed.preVerificationGas,
        packed.gasFees,
        BigInt(chainId),
        paymaster,
        validUntil,
        validAfter,
      ],
    ),
  )
}

/** The paymasterData the signer gives an operation it sponsors: validUntil | validAfter | signature. */
export async function signPaymasterData(
  signer: LocalAccount,
  op: UserOperation<'0.8'>,
  chainId: number,
  paymaster: Address,
  validUntil: number,
  validAfter: number,
): Promise<Hex> {
  const hash = sponsorshipHash(op, chainId, paymaster, validUntil, validAfter)
  const signature = await signer.signMessage({ message: { raw: hash } })
  return concat([numberToHex(validUntil, { size: 6 }), numberToHex(validAfter, { size: 6 }), signature])
}
