import type { Options } from 'tsup'

/**
 * The one build every publishable package shares: ESM with declarations for evergreen browsers and Node 20.
 * A package passes its entries and anything it does differently (splitting, externals, a banner).
 */
export function latchBuild(options: Options & { entry: Record<string, string> }): Options {
  return {
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    ...options,
  }
}

/** The entries of a package from their names: each `name` is built from `src/exports/<name>.ts`. */
export function exportEntries(...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, `src/exports/${name}.ts`]))
}
