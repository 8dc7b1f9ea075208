import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useScrollTrigger } from './use-scroll-trigger.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('useScrollTrigger', () => {
  it('R-SHELL-16: reads where the page is after its first frame, not in the mount effect, then follows scrolling', async () => {
    const offset = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(120)
    const { result } = renderHook(() => useScrollTrigger({ disableHysteresis: true, threshold: 50 }))
    // A page opened already scrolled (a reload) has not been laid out for this read at mount.
    expect(offset).not.toHaveBeenCalled()
    expect(result.current).toBe(false)
    await act(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))))
    expect(result.current).toBe(true)
    offset.mockReturnValue(10)
    act(() => {
      window.dispatchEvent(new Event('scroll'))
    })
    expect(result.current).toBe(false)
  })
})
