import AttachFileIcon from '@mui/icons-material/AttachFile'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useEffect, useId, useRef, useState } from 'react'
import { UploadError, uploadDocument, type UploadTarget } from '@/lib/storage/upload-document.ts'

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
 * progress bar and fills in the hash; a hash can also be pasted. Ids come from useId, so any number
 * of these can sit in one dialog.
 */
export function FileUploadField({ label, value, onChange, onBlur, error, target }: FileUploadFieldProps) {
  const inputId = useId()
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
      const hash = await uploadDocument(file, target, { onProgress: setProgress, signal: controller.signal })
      if (controller.signal.aborted) return
      onChange(hash)
      setProgress(null)
    } catch (caught) {
      if (controller.signal.aborted) return
      setProgress(null)
      setFailure(caught instanceof UploadError ? caught.message : 'Upload failed')
    }
  }

  const uploading = progress !== null
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
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
        {/* A real button (keyboard reachable) that opens the hidden file input. */}
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon />}
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          Upload file
        </Button>
        <input
          ref={fileInput}
          id={inputId}
          type="file"
          hidden
          aria-label={`Upload a file for ${label}`}
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void upload(file)
          }}
        />
      </Stack>
      {uploading && (
        <LinearProgress variant="determinate" value={progress} aria-label={`Uploading ${label}`} />
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
    </Stack>
  )
}
