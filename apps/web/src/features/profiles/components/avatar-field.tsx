import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { UploadButton, UploadStatus } from '@/components/upload-controls.tsx'
import { useFileUpload } from '@/components/use-file-upload.ts'
import { ProfileAvatar } from './profile-avatar.tsx'
import styles from './avatar-field.module.css'

type Props = {
  account: string
  value: string
  onChange: (value: string) => void
  error: string | undefined
}

/**
 * The avatar field: an image uploaded to storage (kept as `ipfs://{hash}`, which fits the contract's
 * 64 bytes) or a web address, previewed as the profile will show it; empty means the generated avatar.
 */
export function AvatarField({ account, value, onChange, error }: Props) {
  const { progress, uploading, failure, upload } = useFileUpload()

  async function uploadImage(file: File) {
    const hash = await upload(file, { folder: 'profiles', comment: `Avatar of ${account}` })
    if (hash !== undefined) onChange(`ipfs://${hash}`)
  }

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} className={styles.row}>
        <ProfileAvatar account={account} avatar={value} size={64} />
        <TextField
          label="Avatar"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={error !== undefined}
          helperText={error ?? 'An uploaded image, an https:// address, or empty for the generated avatar'}
          fullWidth
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        <UploadButton
          inputLabel="Upload an avatar image"
          accept="image/*"
          disabled={uploading}
          onFile={(file) => void uploadImage(file)}
        >
          Upload image
        </UploadButton>
        <Button onClick={() => onChange('')} disabled={value === '' || uploading}>
          Use generated avatar
        </Button>
      </Stack>
      <UploadStatus progress={progress} failure={failure} progressLabel="Uploading avatar" />
    </Stack>
  )
}
