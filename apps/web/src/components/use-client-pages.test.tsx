import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useClientPages } from './use-client-pages.ts'

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index)

describe('useClientPages', () => {
  it('shows a page of rows at a time and moves between pages', () => {
    const { result } = renderHook(() => useClientPages(numbers(45), 20))
    expect(result.current.rows).toEqual(numbers(20))
    expect(result.current.paged).toBe(true)
    act(() => result.current.pagination.onPageChange(null, 2))
    expect(result.current.rows).toEqual([40, 41, 42, 43, 44])
  })

  it('starts again from the first page when the filter changes', () => {
    const { result, rerender } = renderHook(({ key }) => useClientPages(numbers(45), 20, key), {
      initialProps: { key: 'all' },
    })
    act(() => result.current.pagination.onPageChange(null, 1))
    expect(result.current.rows[0]).toBe(20)
    rerender({ key: 'open' })
    expect(result.current.rows[0]).toBe(0)
  })

  it('never points past the last page when rows go away, and needs no bar for one page', () => {
    const { result, rerender } = renderHook(({ count }) => useClientPages(numbers(count), 20), {
      initialProps: { count: 45 },
    })
    act(() => result.current.pagination.onPageChange(null, 2))
    rerender({ count: 10 })
    expect(result.current.rows).toEqual(numbers(10))
    expect(result.current.pagination.page).toBe(0)
    expect(result.current.paged).toBe(false)
  })
})
