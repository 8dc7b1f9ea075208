import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'

/**
 * `useMutation` for a submit: while one call is running, a second (a double click, an Enter pressed
 * before the button re-rendered as disabled) joins it instead of starting another. TanStack's own
 * `isPending` only arrives with the next render, so the guard is a ref, set in the click itself.
 * Every form's write goes through this (directly, or through useTransaction and useContractAction).
 */
export function useSingleFlightMutation<
  TData = unknown,
  TError = Error,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options)
  const running = useRef<Promise<TData> | undefined>(undefined)
  const { mutateAsync: start } = mutation

  const mutateAsync = useCallback<typeof start>(
    (...args) => {
      if (running.current) return running.current
      const call = start(...args)
      running.current = call
      const release = () => {
        if (running.current === call) running.current = undefined
      }
      call.then(release, release)
      return call
    },
    [start],
  )
  const mutate = useCallback<typeof mutation.mutate>(
    (...args) => {
      // As TanStack's mutate: the failure is in `error`, never an unhandled rejection.
      mutateAsync(...args).catch(() => {})
    },
    [mutateAsync],
  )
  return { ...mutation, mutate, mutateAsync } as UseMutationResult<TData, TError, TVariables, TContext>
}
