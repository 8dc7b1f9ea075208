import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import InputLabel from '@mui/material/InputLabel'
import NativeSelect from '@mui/material/NativeSelect'
import OutlinedInput from '@mui/material/OutlinedInput'
import type { SxProps, Theme } from '@mui/material/styles'
import { useId, type ChangeEvent, type ReactNode } from 'react'

/**
 * An outlined, labelled native `<select>` that looks like the portal's text fields. A filter on an
 * eagerly loaded page uses it instead of MUI's Select, which brings Menu, Popover and Modal (about
 * 20 kB gzipped); the browser's own list is also the easier one to use on a phone.
 */
export function NativeSelectField({
  label,
  value,
  onChange,
  children,
  helperText,
  size = 'small',
  sx,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  /** `<option>` elements. */
  children: ReactNode
  helperText?: string
  size?: 'small' | 'medium'
  sx?: SxProps<Theme>
}) {
  const id = useId()
  const helperId = `${id}-helper-text`
  return (
    <FormControl size={size} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={helperText ? { 'aria-describedby': helperId } : undefined}
      >
        {children}
      </NativeSelect>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  )
}
