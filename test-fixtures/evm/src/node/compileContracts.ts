import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Abi, Hex } from 'viem'

/** Names of the fixture's Solidity contracts. */
export type ContractName =
  | 'TestToken'
  | 'UsdtLikeToken'
  | 'OwnerWallet'
  | 'OwnerWalletFactory'
  | 'TestUniversalResolver'
  | 'PermitToken'
  | 'SponsorPaymaster'

/** ABI and creation bytecode of one compiled contract. */
export interface CompiledContract {
  abi: Abi
  bytecode: Hex
}

const CONTRACT_NAMES: readonly ContractName[] = [
  'TestToken',
  'UsdtLikeToken',
  'OwnerWallet',
  'OwnerWalletFactory',
  'TestUniversalResolver',
  'PermitToken',
  'SponsorPaymaster',
]
// Paths from the package root, so the sources (vitest) and the built dist/node.js (plain Node) find the same files.
const packageRoot = dirname(createRequire(import.meta.url).resolve('@latch/fixture-evm/package.json'))
const contractsDir = join(packageRoot, 'src', 'contracts')
const cacheDir = join(packageRoot, '.cache')

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles the fixture contracts with solc-js (in-process, ~2 s) and caches the result in the git-ignored
 * `.cache/` folder, keyed by a hash of the sources, so later runs skip the compiler.
 */
export async function compileContracts(): Promise<Record<ContractName, CompiledContract>> {
  const sources = Object.fromEntries(
    CONTRACT_NAMES.map((name) => [
      `${name}.sol`,
      { content: readFileSync(join(contractsDir, `${name}.sol`), 'utf8') },
    ]),
  )
  const key = createHash('sha256').update(JSON.stringify(sources)).digest('hex').slice(0, 16)
  const cacheFile = join(cacheDir, `contracts-${key}.json`)
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<ContractName, CompiledContract>
  } catch {
    // Not compiled yet for these sources.
  }
  const { default: solc } = (await import('solc')) as { default: { compile(input: string): string } }
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const failures = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (failures.length > 0) throw new Error(failures.map((error) => error.formattedMessage).join('\n'))
  const compiled = Object.fromEntries(
    CONTRACT_NAMES.map((name) => {
      const contract = output.contracts[`${name}.sol`]?.[name]
      if (!contract) throw new Error(`solc produced no ${name}`)
      return [name, { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` as Hex }]
    }),
  ) as Record<ContractName, CompiledContract>
  mkdirSync(cacheDir, { recursive: true })
  // Write then rename, so a setup running in parallel never reads a half-written cache.
  const temporary = `${cacheFile}.${process.pid}.tmp`
  writeFileSync(temporary, JSON.stringify(compiled))
  renameSync(temporary, cacheFile)
  return compiled
}
