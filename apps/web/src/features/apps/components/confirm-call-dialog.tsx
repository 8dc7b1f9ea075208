import { Typography } from '@/components/ui/typography.tsx'
import { useQueryClient } from '@tanstack/react-query'
import { ActionDialog } from '@/components/action-dialog.tsx'
import { serviceKeys } from '@/lib/services/service-keys.ts'
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation.ts'

/** A yes/no dialog for one backend call (delete an app, revoke an authorization); refreshes the lists. */
export function ConfirmCallDialog({
  open,
  onClose,
  title,
  text,
  confirmLabel,
  call,
}: {
  open: boolean
  onClose: () => void
  title: string
  text: string
  confirmLabel: string
  call: () => Promise<unknown>
}) {
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
