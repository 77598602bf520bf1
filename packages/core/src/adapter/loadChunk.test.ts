import { describe, expect, it } from 'vitest'
import { WalletRequestError } from '../errors/classes/WalletRequestError'
import { loadChunk } from './loadChunk'
import { loadOnce } from './loadOnce'

/** An import that fails `failures` times as an offline fetch does, then resolves; counts its calls. */
function flakyImport(failures: number) {
  const calls = { count: 0 }
  const importChunk = async () => {
    calls.count += 1
    if (calls.count <= failures) throw new TypeError('Failed to fetch dynamically imported module')
    return { createRuntime: (label: string) => ({ label }) }
  }
  return { importChunk, calls }
}

describe('loadOnce', () => {
  it('default: concurrent and later calls share the first load', async () => {
    let runs = 0
    const load = loadOnce(async () => ({ run: ++runs }))
    const [first, second] = await Promise.all([load(), load()])
    expect(second).toBe(first)
    expect(await load()).toBe(first)
    expect(runs).toBe(1)
  })

  it('behavior: a failed load rejects with its own error and runs again at the next call', async () => {
    let runs = 0
    const load = loadOnce(async () => {
      runs += 1
      if (runs === 1) throw new Error('offline')
      return runs
    })
    await expect(load()).rejects.toThrowError('offline')
    expect(await load()).toBe(2)
    expect(await load()).toBe(2)
  })
})

describe('loadChunk', () => {
  it('default: imports once and builds once, whoever asks', async () => {
    const { importChunk, calls } = flakyImport(0)
    let builds = 0
    const runtime = loadChunk(importChunk, (chunk) => {
      builds += 1
      return chunk.createRuntime('acme')
    })
    const [first, second] = await Promise.all([runtime(), runtime()])
    expect(first).toEqual({ label: 'acme' })
    expect(second).toBe(first)
    expect([calls.count, builds]).toEqual([1, 1])
  })

  it('behavior: a failed import is chunkLoadError (WalletRequestError with the import message), and the next call imports again', async () => {
    const { importChunk, calls } = flakyImport(1)
    const runtime = loadChunk(importChunk, (chunk) => chunk.createRuntime('acme'))
    const failed = runtime()
    await expect(failed).rejects.toThrowError(WalletRequestError)
    await expect(failed).rejects.toThrowError(
      expect.objectContaining({
        message: 'The wallet could not complete the request',
        details: 'Failed to fetch dynamically imported module',
      }),
    )
    expect(await runtime()).toEqual({ label: 'acme' })
    expect(calls.count).toBe(2)
  })
})
