import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from '@portal/chain/zod-mini'
import { fieldErrorProps } from '@/components/use-action-form.ts'
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation.ts'
import { CallResult, errorOutcome, type CallOutcome } from './call-result.tsx'
import styles from './single-field-form.module.css'

/**
 * One field and a button: the faucet tabs and the rotation form. `run` calls the backend and answers
 * the success outcome; a refusal shows its message under the form.
 */
export function SingleFieldForm<Name extends string>({
  name,
  label,
  helperText,
  schema,
  submitLabel,
  run,
}: {
  name: Name
  label: string
  helperText: string
  schema: z.core.$ZodType<Record<Name, string>, Record<Name, string>>
  submitLabel: string
  run: (value: string) => Promise<CallOutcome>
}) {
  const form = useForm<Record<string, string>>({
    resolver: zodResolver(schema as z.core.$ZodType<Record<string, string>, Record<string, string>>),
    mode: 'onChange',
    defaultValues: { [name]: '' },
  })
  const [outcome, setOutcome] = useState<CallOutcome | null>(null)
  // A second submit while the call runs (a double click before the button re-rendered as disabled)
  // joins the first instead of calling the backend again, whose hourly limit would refuse it.
  const sending = useSingleFlightMutation({ mutationFn: run })
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null)
    try {
      setOutcome(await sending.mutateAsync(values[name] ?? ''))
    } catch (error) {
      setOutcome(errorOutcome(error))
    }
  })
  const error = form.formState.errors[name]
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2} className={styles.fields}>
        <TextField
          label={label}
          {...form.register(name)}
          {...fieldErrorProps(error, helperText)}
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <div>
          <Button type="submit" variant="contained" disabled={sending.isPending}>
            {sending.isPending ? 'Sending…' : submitLabel}
          </Button>
        </div>
      </Stack>
      <CallResult outcome={outcome} />
    </form>
  )
}
