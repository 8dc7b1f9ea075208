import { Typography } from '@/components/ui/typography.tsx'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { ActionDialog } from '@/components/action-dialog.tsx'
import { serviceKeys } from '@/lib/services/service-keys.ts'
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation.ts'

/** What a confirmed call says and does: the dialog's title and text, its confirm label, the call. */
type ConfirmedCall = {
  title: string
  text: string
  confirmLabel: string
  call: () => Promise<unknown>
}

/**
 * A button that asks first: it opens a ConfirmCallDialog for its call. `disabledWhileOpen` keeps it
 * from being pressed again before the dialog is answered.
 */
export function ConfirmCallButton({
  label,
  color,
  disabledWhileOpen = false,
  ...call
}: ConfirmedCall & { label: string; color?: 'error'; disabledWhileOpen?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button color={color} onClick={() => setOpen(true)} disabled={disabledWhileOpen && open}>
        {label}
      </Button>
      <ConfirmCallDialog open={open} onClose={() => setOpen(false)} {...call} />
    </>
  )
}

/** A yes/no dialog for one backend call (delete an app, revoke an authorization); refreshes the lists. */
export function ConfirmCallDialog({
  open,
  onClose,
  title,
  text,
  confirmLabel,
  call,
}: ConfirmedCall & { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient()
  const mutation = useSingleFlightMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: serviceKeys.service('oauth') })
      onClose()
    },
  })
  return (
    <ActionDialog
      open={open}
      title={title}
      onClose={() => {
        mutation.reset()
        onClose()
      }}
      onSubmit={() => mutation.mutate()}
      submitLabel={confirmLabel}
      pending={mutation.isPending}
      error={mutation.error}
    >
      <Typography>{text}</Typography>
    </ActionDialog>
  )
}
