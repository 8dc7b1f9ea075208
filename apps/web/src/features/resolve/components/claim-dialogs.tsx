import { zodResolver } from '@hookform/resolvers/zod'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { Controller, useForm, type Control, type FieldValues, type Path } from 'react-hook-form'
import type { z } from 'zod'
import { CLAIM_CATEGORIES, addClaimFormSchema, createCaseFormSchema } from '@portal/chain/resolve/index'
import { arbitrationAction } from '../api/resolve-actions.ts'
import { ActionDialog } from './action-dialog.tsx'
import { FileUploadField } from './file-upload-field.tsx'
import { useDialogSend } from './use-dialog-send.ts'

function CategoryField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label="Category"
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
          onBlur={field.onBlur}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? ' '}
        >
          {CLAIM_CATEGORIES.map((category) => (
            <MenuItem key={category.id} value={category.id}>
              {category.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  )
}

function DocumentField<T extends FieldValues>({
  control,
  name,
  label,
  account,
}: {
  control: Control<T>
  name: Path<T>
  label: string
  account: string
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FileUploadField
          label={label}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          account={account}
        />
      )}
    />
  )
}

/** File a case: the signed-in claimant, a respondant account, a category and the claim document (filecase, lang_codes [0]). */
export function CreateCaseDialog({
  open,
  onClose,
  account,
}: {
  open: boolean
  onClose: () => void
  account: string
}) {
  const form = useForm<z.input<typeof createCaseFormSchema>, unknown, z.output<typeof createCaseFormSchema>>({
    resolver: zodResolver(createCaseFormSchema),
    mode: 'onChange',
    defaultValues: { respondant: '', claim_link: '', claim_category: '' },
  })
  const { send, pending, error } = useDialogSend(onClose)
  const submit = form.handleSubmit((values) =>
    send({
      title: 'File case',
      content: `Case filed against ${values.respondant}.`,
      actions: [
        arbitrationAction('filecase', {
          claimant: account,
          claim_link: values.claim_link,
          lang_codes: [0],
          respondant: values.respondant,
          claim_category: values.claim_category,
        }),
      ],
    }),
  )
  return (
    <ActionDialog
      open={open}
      title="Create a new case"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="File case"
      canSubmit={form.formState.isValid}
      pending={pending}
      error={error}
    >
      <TextField label="Claimant" value={account} slotProps={{ input: { readOnly: true } }} />
      <TextField
        label="Respondant"
        {...form.register('respondant')}
        error={form.formState.errors.respondant !== undefined}
        helperText={form.formState.errors.respondant?.message ?? 'The account your claim is against'}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
      <CategoryField control={form.control} name="claim_category" />
      <DocumentField control={form.control} name="claim_link" label="Claim document" account={account} />
    </ActionDialog>
  )
}

/** Add a claim to a case in setup: category and document (addclaim). */
export function AddClaimDialog({
  open,
  onClose,
  account,
  caseId,
}: {
  open: boolean
  onClose: () => void
  account: string
  caseId: string
}) {
  const form = useForm<z.input<typeof addClaimFormSchema>, unknown, z.output<typeof addClaimFormSchema>>({
    resolver: zodResolver(addClaimFormSchema),
    mode: 'onChange',
    defaultValues: { claim_link: '', claim_category: '' },
  })
  const { send, pending, error } = useDialogSend(onClose)
  const submit = form.handleSubmit((values) =>
    send({
      title: 'Add claim',
      content: `Claim added to case ${caseId}.`,
      actions: [arbitrationAction('addclaim', { claimant: account, case_id: caseId, ...values })],
    }),
  )
  return (
    <ActionDialog
      open={open}
      title="Add claim"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Add claim"
      canSubmit={form.formState.isValid}
      pending={pending}
      error={error}
    >
      <CategoryField control={form.control} name="claim_category" />
      <DocumentField control={form.control} name="claim_link" label="Claim document" account={account} />
    </ActionDialog>
  )
}
