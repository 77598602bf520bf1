import { createRequire } from 'node:module'

/**
 * The built frame script of `@latch/embedded` (its `./frame-bundle` export), or undefined when that package is not
 * installed or not built: the server then serves no frame script unless told where one is.
 */
export function resolveFrameBundle(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve('@latch/embedded/frame-bundle')
  } catch {
    return undefined
  }
}
