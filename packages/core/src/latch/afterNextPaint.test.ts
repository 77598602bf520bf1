import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { afterNextPaint } from './afterNextPaint'

describe('afterNextPaint', () => {
  let frames: Array<() => void>
  beforeEach(() => {
    vi.useFakeTimers()
    frames = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  test('runs the task in a task after the next frame, once', () => {
    const task = vi.fn()
    afterNextPaint(task)
    vi.advanceTimersByTime(50)
    expect(task).not.toHaveBeenCalled()
    for (const frame of frames) frame()
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(task).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(200)
    expect(task).toHaveBeenCalledTimes(1)
  })

  test('runs the task after 100 ms when no frame comes (a hidden tab)', () => {
    const task = vi.fn()
    afterNextPaint(task)
    vi.advanceTimersByTime(99)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledTimes(1)
  })

  test('a cancelled task does not run, by frame or by timeout', () => {
    const task = vi.fn()
    const cancel = afterNextPaint(task)
    cancel()
    for (const frame of frames) frame()
    vi.advanceTimersByTime(200)
    expect(task).not.toHaveBeenCalled()
  })
})
