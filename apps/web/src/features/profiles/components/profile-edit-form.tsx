import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useQuery } from '@tanstack/react-query'
import { Controller, useWatch } from 'react-hook-form'
import { Link as RouterLink, useNavigate } from 'react-router'
import type { ProfileRow } from '@portal/chain/contracts/profiles/index'
import { chainErrorMessage } from '@portal/chain/errors'
import { byteLength, PROFILE_LIMITS, type ProfileFields } from '@portal/chain/profiles'
import { profileFormSchema } from '@portal/chain/profile-form'
import { QueryGate } from '@/components/query-gate.tsx'
import { profileQuery, saveProfile } from '../api/profile.ts'
import { AvatarField } from './avatar-field.tsx'
import { usePageForm } from '@/components/use-page-form.ts'
import styles from './profile-edit-form.module.css'
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation.ts'

const fieldsOf = (row: ProfileRow | null): ProfileFields => ({
  display_name: row?.display_name ?? '',
  avatar: row?.avatar ?? '',
  bio: row?.bio ?? '',
  status: row?.status ?? '',
})

/**
 * A field's live length as the contract counts it (UTF-8 bytes: an accent takes 2, an emoji 4), so a
 * name too long shows while it is typed, not after the submit.
 */
function byteCount(value: string, limit: number, problem: string | undefined, suffix = '') {
  const bytes = byteLength(value.trim())
  const count = `${bytes} / ${limit} bytes`
  return {
    error: problem !== undefined || bytes > limit,
    helperText: problem ?? (bytes > limit ? `${count}: too long` : `${count}${suffix}`),
  }
}

/** `/profiles/edit/:account` for the owner: create the profile, or change some of its fields. */
export function ProfileEdit({ account }: { account: string }) {
  const profile = useQuery(profileQuery(account))
  return (
    <QueryGate queries={[profile]} what="profile">
      {() => <ProfileForm account={account} current={profile.data ?? null} />}
    </QueryGate>
  )
}

function ProfileForm({ account, current }: { account: string; current: ProfileRow | null }) {
  const navigate = useNavigate()
  const form = usePageForm(profileFormSchema, fieldsOf(current))
  const save = useSingleFlightMutation({
    mutationFn: (edited: ProfileFields) =>
      saveProfile(account, current ? fieldsOf(current) : undefined, edited),
    onSuccess: (result) => {
      if (result !== null) void navigate(`/profiles/display/${account}`)
    },
  })
  const { errors } = form.formState
  const [displayName = '', status = '', bio = ''] = useWatch({
    control: form.control,
    name: ['display_name', 'status', 'bio'],
  })
  const submit = form.handleSubmit((values) => save.mutate(values))

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-label={current ? 'Edit profile' : 'Create profile'}
      className={styles.form}
    >
      {!current && <Alert severity="info">You have no profile yet: saving creates it.</Alert>}
      <Alert severity="info">
        Verify your profile by <RouterLink to="/profiles/add/profileLogin">email or SMS</RouterLink> to see
        your contacts.
      </Alert>
      <TextField
        label="Display name"
        {...form.register('display_name')}
        {...byteCount(displayName, PROFILE_LIMITS.display_name, errors.display_name?.message)}
      />
      <Controller
        control={form.control}
        name="avatar"
        render={({ field }) => (
          <AvatarField
            account={account}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={errors.avatar?.message}
          />
        )}
      />
      <TextField
        label="Status"
        {...form.register('status')}
        {...byteCount(status, PROFILE_LIMITS.status, errors.status?.message)}
      />
      <TextField
        label="Bio"
        multiline
        minRows={3}
        {...form.register('bio')}
        {...byteCount(bio, PROFILE_LIMITS.bio, errors.bio?.message, ' · plain text or markdown')}
      />
      {save.isError && <Alert severity="error">{chainErrorMessage(save.error)}</Alert>}
      {save.data === null && <Alert severity="info">Nothing changed.</Alert>}
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Signing…' : current ? 'Save changes' : 'Create profile'}
        </Button>
        <Button onClick={() => void navigate(`/profiles/display/${account}`)} disabled={save.isPending}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  )
}
