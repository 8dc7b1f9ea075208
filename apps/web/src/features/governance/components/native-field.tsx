import Box from '@mui/material/Box'
import type { ChangeEvent } from 'react'
import { nativeControlSx, nativeFieldSx } from '@/components/native-select-field.tsx'

// A native search <input> under a visible label: nothing to download on a guest's first load.

/** A labelled native search box. */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Box component="label" sx={nativeFieldSx}>
      {label}
      <Box
        component="input"
        type="search"
        value={value}
        maxLength={200}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={{ ...nativeControlSx, minHeight: 40 }}
      />
    </Box>
  )
}
