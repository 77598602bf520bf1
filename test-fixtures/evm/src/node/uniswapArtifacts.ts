import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import type { CompiledContract } from './compileContracts'

// Uniswap V2 as published on npm (GPL-3.0-or-later): a devDependency of this private fixture only, never in a
// package a host installs. The router's pair-address math has the init-code hash of exactly this pair build.
const require = createRequire(import.meta.url)

interface Artifact {
  abi: Abi
  bytecode: string
}

function artifact(path: string): CompiledContract {
  const { abi, bytecode } = require(path) as Artifact
  return { abi, bytecode: (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex }
}

/** WETH9, UniswapV2Factory and UniswapV2Router02 from `@uniswap/v2-core` and `@uniswap/v2-periphery` builds. */
export function uniswapArtifacts(): Record<
  'WETH9' | 'UniswapV2Factory' | 'UniswapV2Router02',
  CompiledContract
> {
  return {
    WETH9: artifact('@uniswap/v2-periphery/build/WETH9.json'),
    UniswapV2Factory: artifact('@uniswap/v2-core/build/UniswapV2Factory.json'),
    UniswapV2Router02: artifact('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
  }
}
