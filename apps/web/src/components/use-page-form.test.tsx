import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { z } from '@portal/chain/zod-mini'
import { usePageForm } from './use-page-form.ts'

const range = z
  .object({
    min: z.string().check(z.minLength(1, 'Enter a minimum.')),
    max: z.string().check(z.minLength(1, 'Enter a maximum.')),
  })
  .check(
    z.refine((values) => Number(values.min) <= Number(values.max), {
      path: ['max'],
      message: 'The maximum is below the minimum.',
    }),
  )

describe('usePageForm', () => {
  it('stays quiet while typing before a submit, then shows every field’s reason and follows each change', async () => {
    const { result } = renderHook(() => usePageForm(range, { min: '', max: '' }))
    act(() => result.current.setValue('min', '5', { shouldDirty: true }))
    expect(result.current.formState.errors).toEqual({})

    await act(() => result.current.handleSubmit(() => {})())
    expect(result.current.formState.errors.max?.message).toBe('Enter a maximum.')

    act(() => result.current.setValue('max', '3'))
    await waitFor(() =>
      expect(result.current.formState.errors.max?.message).toBe('The maximum is below the minimum.'),
    )
    // Moving the other field of the joined rule clears it.
    act(() => result.current.setValue('min', '1'))
    await waitFor(() => expect(result.current.formState.errors.max).toBeUndefined())
  })
})
