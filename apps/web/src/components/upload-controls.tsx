import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { AttachFileIcon } from '@/components/ui/page-icons.tsx'
import { LinearProgress } from '@/components/ui/linear-progress.tsx'
import { useRef } from 'react'

/** A real button (keyboard reachable) that opens a hidden file input; `inputLabel` names the input for tests and assistive tech. */
export function UploadButton({
  children,
  inputLabel,
  accept,
  disabled,
  onFile,
  className,
}: {
  children: string
  inputLabel: string
  accept?: string
  disabled: boolean
  onFile: (file: File) => void
  className?: string
}) {
  const fileInput = useRef<HTMLInputElement | null>(null)
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AttachFileIcon />}
        disabled={disabled}
        onClick={() => fileInput.current?.click()}
        className={className}
      >
        {children}
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept={accept}
        hidden
        aria-label={inputLabel}
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Cleared so that choosing the same file again uploads it again.
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
    </>
  )
}

/** The progress bar of an upload under way, or the message of the one that failed. */
export function UploadStatus({
  progress,
  failure,
  progressLabel,
}: {
  progress: number | null
  failure: string | null
  progressLabel: string
}) {
  return (
    <>
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label={progressLabel} />
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
    </>
  )
}
