import AttachFileIcon from '@mui/icons-material/AttachFile'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useEffect, useRef, useState } from 'react'
import { UploadError, uploadDocument } from '@/lib/storage/upload-document.ts'
import { ProfileAvatar } from './profile-avatar.tsx'

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
  const [progress, setProgress] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const abort = useRef<AbortController | null>(null)
  const fileInput = useRef<HTMLInputElement | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  async function upload(file: File) {
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setFailure(null)
    setProgress(0)
    try {
      const hash = await uploadDocument(
        file,
        { folder: 'profiles', comment: `Avatar of ${account}` },
        { onProgress: setProgress, signal: controller.signal },
      )
      if (!controller.signal.aborted) onChange(`ipfs://${hash}`)
    } catch (caught) {
      if (!controller.signal.aborted)
        setFailure(caught instanceof UploadError ? caught.message : 'Upload failed')
    } finally {
      if (!controller.signal.aborted) setProgress(null)
    }
  }

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
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
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon />}
          disabled={progress !== null}
          onClick={() => fileInput.current?.click()}
        >
          Upload image
        </Button>
        <Button onClick={() => onChange('')} disabled={value === '' || progress !== null}>
          Use generated avatar
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          aria-label="Upload an avatar image"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void upload(file)
          }}
        />
      </Stack>
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label="Uploading avatar" />
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  )
}
