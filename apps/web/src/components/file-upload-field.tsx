import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from './ui/text-field.tsx'
import type { UploadTarget } from '@/lib/services/storage-upload.ts'
import { UploadButton, UploadStatus } from './upload-controls.tsx'
import styles from './file-upload-field.module.css'
import { useFileUpload } from './use-file-upload.ts'

/** What a document field needs: its label, its hash value and who uploads. */
export type FileUploadFieldProps = {
  label: string
  value: string
  onChange: (hash: string) => void
  onBlur?: () => void
  /** The validation message of the hash, if any. */
  error?: string | undefined
  /** Where the file goes in storage (a feature's folder for the signed-in account). */
  target: UploadTarget
}

/**
 * A document hash field with an upload button: a chosen file goes through the dStor steps with a
 * progress bar and fills in the hash; a hash can also be pasted. Any number of these can sit in one
 * dialog.
 */
export function FileUploadField({ label, value, onChange, onBlur, error, target }: FileUploadFieldProps) {
  const { progress, uploading, failure, upload } = useFileUpload()

  async function uploadFile(file: File) {
    const hash = await upload(file, target)
    if (hash !== undefined) onChange(hash)
  }

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} className={styles.row}>
        <TextField
          label={label}
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          onBlur={onBlur}
          error={error !== undefined}
          helperText={error ?? '46 or 49 character IPFS hash'}
          fullWidth
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        />
        <UploadButton
          inputLabel={`Upload a file for ${label}`}
          disabled={uploading}
          onFile={(file) => void uploadFile(file)}
          className={styles.uploadButton}
        >
          Upload file
        </UploadButton>
      </Stack>
      <UploadStatus progress={progress} failure={failure} progressLabel={`Uploading ${label}`} />
    </Stack>
  )
}
