import { describe, expect, it, vi } from 'vitest'

// A host bundle can hold two copies of @latch/core (one from an adapter, one from the UI, at different versions).
// Each dynamic import after resetModules evaluates a fresh copy of every module, as a second copy in a bundle would.
async function twoCopiesOfCore() {
  vi.resetModules()
  const first = await import('../exports/index')
  vi.resetModules()
  const second = await import('../exports/index')
  return { first, second }
}

describe('Latch errors across two copies of core', () => {
  it('the copies are distinct classes, as in a bundle with two versions', async () => {
    const { first, second } = await twoCopiesOfCore()
    expect(second.UserRejectedError).not.toBe(first.UserRejectedError)
    expect(second.LatchError).not.toBe(first.LatchError)
  })

  it("an error raised by one copy is recognised by the other's isLatchError, instanceof and rejection check", async () => {
    const { first, second } = await twoCopiesOfCore()
    const foreign = new second.UserRejectedError()
    expect(first.isLatchError(foreign)).toBe(true)
    expect(foreign instanceof first.LatchError).toBe(true)
    expect(foreign instanceof first.UserRejectedError).toBe(true)
    expect(first.isUserRejection(foreign)).toBe(true)
    expect(first.toLatchError(foreign)).toBe(foreign)
  })

  it('every error class carries its code as a static, which instanceof across copies compares', async () => {
    const core = await import('../exports/index')
    const classes = (Object.values(core) as unknown[]).filter(
      (value): value is (new () => InstanceType<typeof core.LatchError>) & { code?: string } =>
        typeof value === 'function' && value.prototype instanceof core.LatchError,
    )
    expect(classes.length).toBeGreaterThanOrEqual(28)
    for (const ErrorClass of classes) expect(ErrorClass.code, ErrorClass.name).toBe(new ErrorClass().code)
  })

  it('another class of the other copy is not mistaken for it, and plain errors are not Latch errors', async () => {
    const { first, second } = await twoCopiesOfCore()
    expect(new second.SignMessageError() instanceof first.UserRejectedError).toBe(false)
    expect(new Error('User rejected the request') instanceof first.LatchError).toBe(false)
    expect(first.isLatchError({ name: 'UserRejectedError', code: 'USER_REJECTED' })).toBe(false)
    expect(first.isLatchError(null)).toBe(false)
  })
})
