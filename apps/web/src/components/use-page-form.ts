import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import type { z } from '@portal/chain/zod-mini'

/**
 * A page form validated by `schema`. Its submit stays enabled (disabled only while sending, which the
 * button's label says), so nothing is disabled without its reason on screen: a submit shows every
 * field's message, and from then on every change re-checks the whole form, so each message follows
 * the values (a rule joining two fields speaks as either moves). Before the first submit the form
 * stays quiet while the user types.
 */
export function usePageForm<Input extends FieldValues, Output>(
  schema: z.core.$ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues })
  const { subscribe, trigger } = form
  const { isSubmitted } = form.formState
  useEffect(
    () =>
      isSubmitted ? subscribe({ formState: { values: true }, callback: () => void trigger() }) : undefined,
    [isSubmitted, subscribe, trigger],
  )
  return form
}
