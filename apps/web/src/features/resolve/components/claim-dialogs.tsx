import { useMemo } from 'react'
import { TextField } from '@/components/ui/text-field.tsx'
import { FILE_CASE_LANG_CODES } from '@portal/chain/constants'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { CLAIM_CATEGORIES, addClaimFormSchema, createCaseFormSchema } from '@portal/chain/resolve/index'
import { ACCOUNT_MISSING_MESSAGE, accountNameMessage } from '@portal/chain/names'
import { addIssue, z } from '@portal/chain/zod-mini'
import { knownAccount } from '@/components/known-account.ts'
import { arbitrationAction } from '../api/resolve-actions.ts'
import { ActionDialog } from '@/components/action-dialog.tsx'
import type { CaseDialogProps } from './case-dialog-props.ts'
import { resolveUpload } from '../api/resolve-upload.ts'
import { DocumentField } from '@/components/document-field.tsx'
import { fieldErrorProps, useActionForm } from '@/components/use-action-form.ts'
import { NativeSelectField } from '@/components/native-select-field.tsx'

function CategoryField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NativeSelectField
          label="Category"
          size="medium"
          value={String(field.value ?? '')}
          onChange={(value) => field.onChange(value === '' ? '' : Number(value))}
          onBlur={field.onBlur}
          {...fieldErrorProps(fieldState.error)}
        >
          <option value="" disabled>
            Choose a category
          </option>
          {CLAIM_CATEGORIES.map((category) => (
            <option key={category.id} value={category.id}>
              {category.label}
            </option>
          ))}
        </NativeSelectField>
      )}
    />
  )
}

/** Shown under Respondant when it is the claimant. */
export const SELF_RESPONDANT_MESSAGE = 'You cannot file a case against yourself.'

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
  // The respondant is checked as it is typed, so "File case" stays disabled, with the reason under the
  // field, for the claimant themself or an account the chain does not know.
  const schema = useMemo(
    () =>
      z.extend(createCaseFormSchema, {
        respondant: createCaseFormSchema.shape.respondant.check(
          z.superRefine(async (name: string, ctx) => {
            if (accountNameMessage(name, 'existing') !== undefined) return
            if (name === account) addIssue(ctx, { message: SELF_RESPONDANT_MESSAGE })
            else if (!(await knownAccount(name))) addIssue(ctx, { message: ACCOUNT_MISSING_MESSAGE })
          }),
        ),
      }),
    [account],
  )
  const { form, dialogProps } = useActionForm({
    schema,
    defaultValues: { respondant: '', claim_link: '', claim_category: '' },
    onClose,
    transaction: (values) => ({
      title: 'File case',
      content: `Case filed against ${values.respondant}.`,
      calls: [
        arbitrationAction('filecase', {
          claimant: account,
          claim_link: values.claim_link,
          lang_codes: [...FILE_CASE_LANG_CODES],
          respondant: values.respondant,
          claim_category: values.claim_category,
        }),
      ],
    }),
    // The contract only says "Respondant must be an account"; the spec's message names the problem.
    refusals: [
      { match: 'Respondant must be an account', field: 'respondant', message: ACCOUNT_MISSING_MESSAGE },
    ],
    check: async (values, setError) => {
      const exists = await knownAccount(values.respondant)
      if (!exists) setError('respondant', { message: ACCOUNT_MISSING_MESSAGE })
      return exists
    },
  })
  return (
    <ActionDialog open={open} title="Create a new case" submitLabel="File case" {...dialogProps}>
      <TextField label="Claimant" value={account} slotProps={{ input: { readOnly: true } }} />
      <TextField
        label="Respondant"
        {...form.register('respondant')}
        {...fieldErrorProps(form.formState.errors.respondant, 'The account your claim is against')}
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
      />
      <CategoryField control={form.control} name="claim_category" />
      <DocumentField
        control={form.control}
        name="claim_link"
        label="Claim document"
        target={resolveUpload(account)}
      />
    </ActionDialog>
  )
}

/** Add a claim to a case in setup: category and document (addclaim). */
export function AddClaimDialog({ open, onClose, account, caseId }: CaseDialogProps) {
  const { form, dialogProps } = useActionForm({
    schema: addClaimFormSchema,
    defaultValues: { claim_link: '', claim_category: '' },
    onClose,
    transaction: (values) => ({
      title: 'Add claim',
      content: `Claim added to case ${caseId}.`,
      calls: [arbitrationAction('addclaim', { claimant: account, case_id: caseId, ...values })],
    }),
  })
  return (
    <ActionDialog open={open} title="Add claim" submitLabel="Add claim" {...dialogProps}>
      <CategoryField control={form.control} name="claim_category" />
      <DocumentField
        control={form.control}
        name="claim_link"
        label="Claim document"
        target={resolveUpload(account)}
      />
    </ActionDialog>
  )
}
