import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'

/** A value shown in full (monospace, wrapping) with a button that copies it. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      // Clipboard refused (no permission, insecure origin): the value stays visible to copy by hand.
      setCopied(false)
    }
  }
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography
          data-testid={testId}
          component="code"
          sx={{
            fontFamily: 'monospace',
            wordBreak: 'break-all',
            bgcolor: 'action.hover',
            px: 1,
            py: 0.5,
            flex: 1,
          }}
        >
          {value}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => void copy()} aria-label={`Copy ${label}`}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Stack>
    </Stack>
  )
}
