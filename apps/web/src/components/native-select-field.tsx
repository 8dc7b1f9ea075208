import FormControl from '@mui/material/FormControl'
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
  sx,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  /** `<option>` elements. */
  children: ReactNode
  sx?: SxProps<Theme>
}) {
  const id = useId()
  return (
    <FormControl size="small" sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
      >
        {children}
      </NativeSelect>
    </FormControl>
  )
}
