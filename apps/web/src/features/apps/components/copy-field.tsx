import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useState } from 'react'
import styles from './copy-field.module.css'

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
      <Stack direction="row" spacing={1} className={styles.row}>
        <Typography data-testid={testId} component="code" className={styles.value}>
          {value}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => void copy()} aria-label={`Copy ${label}`}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Stack>
    </Stack>
  )
}
