import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenIdleAfterPaint } from './use-idle-after.ts'

// The browser's frame and idle callbacks, run by hand: each `frame()` is one painted frame, `idle()`
// one idle period.
let frames: FrameRequestCallback[] = []
let idles: IdleRequestCallback[] = []
const frame = () => {
  const due = frames
  frames = []
  for (const callback of due) callback(performance.now())
}
const idle = () => {
  const due = idles
  idles = []
  for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 10 })
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  vi.stubGlobal('cancelAnimationFrame', (id: number) => delete frames[id - 1])
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idles.push(callback))
  vi.stubGlobal('cancelIdleCallback', (id: number) => delete idles[id - 1])
})
afterEach(() => {
  frames = []
  idles = []
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenIdleAfterPaint', () => {
  it('R-READ-37: runs once a frame has been shown, a moment has passed and the browser is idle, and once only', () => {
    const run = vi.fn()
    whenIdleAfterPaint(run)
    frame()
    vi.advanceTimersByTime(500)
    // One frame drawn: the frame after it has not come, so the first may not be on screen yet.
    expect(run).not.toHaveBeenCalled()
    frame()
    vi.advanceTimersByTime(100)
    idle()
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(150)
    idle()
    expect(run).toHaveBeenCalledTimes(1)
    // The longest wait passing later does not run it again.
    vi.advanceTimersByTime(2000)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('R-READ-37: runs after the longest wait where no frame is drawn (a hidden tab), and never once cancelled', () => {
    const hidden = vi.fn()
    whenIdleAfterPaint(hidden)
    vi.advanceTimersByTime(1000)
    expect(hidden).toHaveBeenCalledTimes(1)

    const cancelled = vi.fn()
    const cancel = whenIdleAfterPaint(cancelled)
    frame()
    frame()
    cancel()
    vi.advanceTimersByTime(2000)
    idle()
    expect(cancelled).not.toHaveBeenCalled()
  })
})
