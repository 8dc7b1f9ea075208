import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import InputLabel from '@mui/material/InputLabel'
import NativeSelect from '@mui/material/NativeSelect'
import OutlinedInput from '@mui/material/OutlinedInput'
import type { SxProps, Theme } from '@mui/material/styles'
import { useId, type ChangeEvent, type ReactNode } from 'react'

/**
 * The portal's one select: an outlined, labelled native `<select>` that looks like its text fields.
 * MUI's Select brings Menu, Popover and Modal (about 20 kB gzipped) and draws its own list; the
 * browser's list is lighter, the easier one to use on a phone, and stays when the look changes.
 */
export function NativeSelectField({
  label,
  value,
  onChange,
  onBlur,
  children,
  helperText,
  error = false,
  disabled = false,
  required = false,
  fullWidth = false,
  size = 'small',
  sx,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  /** `<option>` elements. */
  children: ReactNode
  helperText?: ReactNode
  error?: boolean
  disabled?: boolean
  required?: boolean
  fullWidth?: boolean
  size?: 'small' | 'medium'
  sx?: SxProps<Theme>
}) {
  const id = useId()
  const helperId = `${id}-helper-text`
  const hasHelper = helperText !== undefined && helperText !== ''
  return (
    <FormControl
      size={size}
      sx={sx}
      error={error}
      disabled={disabled}
      required={required}
      fullWidth={fullWidth}
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        onBlur={onBlur}
        input={<OutlinedInput label={label} notched />}
        inputProps={hasHelper ? { 'aria-describedby': helperId } : undefined}
      >
        {children}
      </NativeSelect>
      {hasHelper && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  )
}
