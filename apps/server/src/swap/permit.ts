import {
  type Address,
  domainSeparator,
  encodeFunctionData,
  getAddress,
  type Hex,
  type PublicClient,
  parseAbi,
  parseSignature,
  recoverTypedDataAddress,
} from 'viem'
import { SwapRefusal } from './swapErrors'
import type { WalletTransaction } from './swapTransactions'

/** EIP-2612 and EIP-5267 reads; `eip712Domain` is optional (OpenZeppelin has it, older tokens do not). */
const PERMIT_ABI = parseAbi([
  'function name() view returns (string)',
  'function nonces(address owner) view returns (uint256)',
  'function DOMAIN_SEPARATOR() view returns (bytes32)',
  'function eip712Domain() view returns (bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)',
  'function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
])

const PERMIT_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const

/** How long a permit signature may be used, counted from the later of the server's and the chain's clock. */
const PERMIT_LIFETIME_S = 1_200n

/** An EIP-712 permit domain (EIP-2612 tokens sign with name, version, chain id and the token). */
interface PermitDomain {
  name: string
  version: string
  chainId: number
  verifyingContract: Address
}

/** What the visitor's wallet signs (`eth_signTypedData_v4`); numbers as decimal strings, as wallets take them. */
export interface PermitTypedData {
  domain: PermitDomain
  types: typeof PERMIT_TYPES
  primaryType: 'Permit'
  message: { owner: Address; spender: Address; value: string; nonce: string; deadline: string }
}

const unsupported = () =>
  new SwapRefusal(
    'PERMIT_UNSUPPORTED',
    'This token cannot be approved by signature here. Approve it instead.',
    409,
  )

/**
 * The token's EIP-712 domain, checked against its own `DOMAIN_SEPARATOR()`: a token whose separator is built some
 * other way (another version string, a salt) would make the visitor sign something the token refuses, so it is
 * `PERMIT_UNSUPPORTED` and the kit approves instead. The version comes from EIP-5267's `eip712Domain()` where the
 * token has it, else "1" (EIP-2612's usual value).
 */
async function readPermitDomain(client: PublicClient, token: Address): Promise<PermitDomain> {
  const [name, separator, chainId, declared] = await Promise.all([
    client.readContract({ address: token, abi: PERMIT_ABI, functionName: 'name' }),
    client.readContract({ address: token, abi: PERMIT_ABI, functionName: 'DOMAIN_SEPARATOR' }).catch(() => {
      throw unsupported()
    }),
    client.getChainId(),
    client
      .readContract({ address: token, abi: PERMIT_ABI, functionName: 'eip712Domain' })
      .then(([, , version]) => version)
      .catch(() => undefined),
  ])
  const domain: PermitDomain = {
    name,
    version: declared ?? '1',
    chainId,
    verifyingContract: getAddress(token),
  }
  if (domainSeparator({ domain }).toLowerCase() !== separator.toLowerCase()) throw unsupported()
  return domain
}

/** The permit the visitor signs: exactly `value` for `spender`, at the owner's current nonce. */
export async function permitTypedData(
  client: PublicClient,
  input: { token: Address; owner: Address; spender: Address; value: bigint; nowMs: number },
): Promise<PermitTypedData> {
  const [domain, nonce, block] = await Promise.all([
    readPermitDomain(client, input.token),
    client.readContract({
      address: input.token,
      abi: PERMIT_ABI,
      functionName: 'nonces',
      args: [input.owner],
    }),
    client.getBlock(),
  ])
  // A chain's clock may run ahead of or behind the server's; the permit must outlive the wallet's prompt on both.
  const serverSeconds = BigInt(Math.floor(input.nowMs / 1000))
  const start = block.timestamp > serverSeconds ? block.timestamp : serverSeconds
  return {
    domain,
    types: PERMIT_TYPES,
    primaryType: 'Permit',
    message: {
      owner: getAddress(input.owner),
      spender: getAddress(input.spender),
      value: input.value.toString(),
      nonce: nonce.toString(),
      deadline: (start + PERMIT_LIFETIME_S).toString(),
    },
  }
}

/**
 * The `permit(...)` call for a signed permit. The signature is checked here first: one not made by the owner over
 * exactly this permit (current nonce, same amount, spender and deadline) is refused before anything is sent.
 */
export async function permitTransaction(
  client: PublicClient,
  input: {
    token: Address
    owner: Address
    spender: Address
    value: bigint
    deadline: bigint
    signature: Hex
  },
): Promise<WalletTransaction> {
  const [domain, nonce] = await Promise.all([
    readPermitDomain(client, input.token),
    client.readContract({
      address: input.token,
      abi: PERMIT_ABI,
      functionName: 'nonces',
      args: [input.owner],
    }),
  ])
  const refused = () =>
    new SwapRefusal('INVALID_PERMIT', 'The permit signature does not match. Sign again.', 400)
  let signer: Address
  let parts: ReturnType<typeof parseSignature>
  try {
    parts = parseSignature(input.signature)
    signer = await recoverTypedDataAddress({
      domain,
      types: PERMIT_TYPES,
      primaryType: 'Permit',
      message: {
        owner: input.owner,
        spender: input.spender,
        value: input.value,
        nonce,
        deadline: input.deadline,
      },
      signature: input.signature,
    })
  } catch {
    throw refused()
  }
  if (getAddress(signer) !== getAddress(input.owner)) throw refused()
  const v = parts.v ?? BigInt(27 + (parts.yParity ?? 0))
  return {
    to: getAddress(input.token),
    data: encodeFunctionData({
      abi: PERMIT_ABI,
      functionName: 'permit',
      args: [input.owner, input.spender, input.value, input.deadline, Number(v), parts.r, parts.s],
    }),
    value: '0',
  }
}
