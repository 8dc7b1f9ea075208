import Box from '@mui/material/Box'
import type { ChangeEvent } from 'react'

// A native search <input> under a visible label: nothing to download on a guest's first load.

const fieldSx = {
  display: 'flex',
  flexDirection: 'column',
  gap: 0.5,
  typography: 'body2',
  color: 'text.secondary',
  minWidth: 0,
} as const

const controlSx = {
  font: 'inherit',
  fontSize: '1rem',
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: '1px solid',
  borderColor: 'grey.600',
  borderRadius: 1,
  px: 1.5,
  minHeight: 40,
  width: '100%',
  boxSizing: 'border-box',
  '&:hover': { borderColor: 'text.primary' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
} as const

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
    <Box component="label" sx={fieldSx}>
      {label}
      <Box
        component="input"
        type="search"
        value={value}
        maxLength={200}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={controlSx}
      />
    </Box>
  )
}
