import FormControl from '@mui/material/FormControl'
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText'
import type { InputBaseComponentProps } from '@mui/material/InputBase'
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel'
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput'
import type { OutlinedTextFieldProps } from '@mui/material/TextField'
import { forwardRef, useId } from 'react'

/** The slots the portal's text fields pass props to (objects only, as everywhere in the portal). */
type FieldSlotProps = {
  input?: Partial<OutlinedInputProps>
  htmlInput?: InputBaseComponentProps
  inputLabel?: Partial<InputLabelProps>
  formHelperText?: Partial<FormHelperTextProps>
}

/** MUI's outlined TextField props, without `select`. */
export type TextFieldProps = Omit<
  OutlinedTextFieldProps,
  'variant' | 'select' | 'SelectProps' | 'slots' | 'slotProps' | 'children'
> & { slotProps?: FieldSlotProps }

/**
 * MUI's outlined TextField, rendered the same way (FormControl, InputLabel, OutlinedInput and
 * FormHelperText, with the same ids, classes and ARIA links), for fields that are never a `select`.
 * MUI's own TextField always imports Select, and with it Menu, Popover and Modal (about 15 kB
 * gzipped) that a page of plain inputs never uses. Fields with `select` keep MUI's TextField.
 */
export const TextField = forwardRef<HTMLDivElement, TextFieldProps>(function TextField(
  {
    autoComplete,
    autoFocus = false,
    className,
    color = 'primary',
    defaultValue,
    disabled = false,
    error = false,
    fullWidth = false,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    required = false,
    rows,
    slotProps = {},
    type,
    value,
    ...other
  },
  ref,
) {
  const reactId = useId()
  const id = idOverride ?? reactId
  const helperTextId = helperText ? `${id}-helper-text` : undefined
  const inputLabelId = label ? `${id}-label` : undefined
  const labelProps = slotProps.inputLabel ?? {}
  return (
    <FormControl
      {...other}
      ref={ref}
      className={className ? `MuiTextField-root ${className}` : 'MuiTextField-root'}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color={color}
      variant="outlined"
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...labelProps}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        inputProps={slotProps.htmlInput}
        label={label}
        {...(labelProps.shrink !== undefined && { notched: labelProps.shrink })}
        {...slotProps.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  )
})
