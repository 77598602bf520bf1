import {
  type Abi,
  type Address,
  type Chain,
  concat,
  createPublicClient,
  createWalletClient,
  getContractAddress,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import entryPointArtifact from '../contracts/artifacts/EntryPoint.json'
import { ANVIL_PAYMASTER_SIGNER_KEY, ANVIL_PRIVATE_KEYS } from '../wallet/anvilAccounts'
import type { CompiledContract } from './compileContracts'

/** The CREATE2 deployer anvil has at genesis (Arachnid's, the one the canonical EntryPoint was deployed with). */
const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C'
/** The salt of the canonical EntryPoint v0.8 deployment. */
const ENTRY_POINT_08_SALT: Hex = '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'
/** What the paymaster holds at the EntryPoint to pay sponsored gas with. */
const PAYMASTER_DEPOSIT = parseEther('100')

/** The ERC-4337 v0.8 contracts of the test bed. */
export interface SponsorContracts {
  /** `EntryPoint` 0.8.0 from its published artifact, at its canonical address (where Simple7702Account calls it). */
  entryPoint: Address
  /** `SponsorPaymaster` (compiled in this fixture), trusting `ANVIL_PAYMASTER_SIGNER_KEY`, with 100 ETH deposited. */
  sponsorPaymaster: Address
}

/** Deploys EntryPoint v0.8 (CREATE2, canonical address) and the sponsor paymaster from dev account 0. */
export async function deploySponsorContracts(
  chain: Chain,
  rpcUrl: string,
  paymaster: CompiledContract,
): Promise<SponsorContracts> {
  const account = privateKeyToAccount(ANVIL_PRIVATE_KEYS[0]!)
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const reader = createPublicClient({ chain, transport: http(rpcUrl) })
  const mined = async (hash: Hex) => {
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
    return receipt
  }
  if (!(await reader.getCode({ address: CREATE2_DEPLOYER })))
    throw new Error('anvil has no CREATE2 deployer (started with --disable-default-create2-deployer?)')
  const bytecode = entryPointArtifact.bytecode as Hex
  const entryPoint = getContractAddress({
    opcode: 'CREATE2',
    from: CREATE2_DEPLOYER,
    salt: ENTRY_POINT_08_SALT,
    bytecode,
  })
  await mined(
    await wallet.sendTransaction({ to: CREATE2_DEPLOYER, data: concat([ENTRY_POINT_08_SALT, bytecode]) }),
  )
  if (!(await reader.getCode({ address: entryPoint }))) throw new Error('EntryPoint was not deployed')

  const signer = privateKeyToAccount(ANVIL_PAYMASTER_SIGNER_KEY).address
  const deployed = await mined(
    await wallet.deployContract({
      abi: paymaster.abi,
      bytecode: paymaster.bytecode,
      args: [entryPoint, signer],
    }),
  )
  const sponsorPaymaster = deployed.contractAddress!
  await mined(
    await wallet.writeContract({
      address: sponsorPaymaster,
      abi: paymaster.abi as Abi,
      functionName: 'deposit',
      value: PAYMASTER_DEPOSIT,
    }),
  )
  return { entryPoint, sponsorPaymaster }
}
