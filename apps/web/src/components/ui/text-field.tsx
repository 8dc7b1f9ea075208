import { useId, type CSSProperties, type HTMLAttributes, type ReactNode, type Ref } from 'react'
import { FormHelperText } from './form-helper-text.tsx'
import { type HtmlInputProps, type InputBaseProps } from './input-base.tsx'
import { InputLabel } from './input-label.tsx'
import { classNames } from './internal/class-names.ts'
import { OutlinedInput } from './outlined-input.tsx'
import styles from './text-field.module.css'

type FieldElement = HTMLInputElement | HTMLTextAreaElement

/** The slots the portal passes props to. */
export interface TextFieldSlotProps {
  /** The frame: adornments, read-only, an accessible name without a visible label. */
  input?: {
    startAdornment?: ReactNode
    endAdornment?: ReactNode
    readOnly?: boolean
    'aria-label'?: string
    className?: string
  }
  /** The native `<input>` / `<textarea>`: inputMode, maxLength, min/max/step, spellCheck, aria-*… */
  htmlInput?: HtmlInputProps
  /** Accepted for MUI compatibility; the label always sits above the field, so `shrink` changes nothing. */
  inputLabel?: { shrink?: boolean; className?: string }
  formHelperText?: HTMLAttributes<HTMLParagraphElement>
}

/** The props a text field hands to its input as they are. */
type InputPassThroughProps = Pick<
  InputBaseProps,
  | 'id'
  | 'name'
  | 'error'
  | 'required'
  | 'disabled'
  | 'fullWidth'
  | 'size'
  | 'type'
  | 'value'
  | 'defaultValue'
  | 'placeholder'
  | 'autoComplete'
  | 'autoFocus'
  | 'multiline'
  | 'rows'
  | 'minRows'
  | 'maxRows'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
  | 'onKeyDown'
>

export interface TextFieldProps extends InputPassThroughProps {
  label?: ReactNode
  helperText?: ReactNode
  /** The native input (react-hook-form's `register` gives `ref`, which lands on the root and finds the input in it, as with MUI). */
  inputRef?: Ref<FieldElement>
  slotProps?: TextFieldSlotProps
  /** Lands on the native input, where tests look for it. */
  'data-testid'?: string
  /** The on-screen keyboard the input asks for (`decimal` for amounts); same as `slotProps.htmlInput.inputMode`. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  className?: string
  style?: CSSProperties
  ref?: Ref<HTMLDivElement>
}

/**
 * The portal's one text field, for inputs that are never a `select` (those use NativeSelectField): the
 * label above the field, tied to the input by `for`, the helper text by aria-describedby, an error as
 * aria-invalid. A test id and `inputMode` land on the native input.
 */
export function TextField({
  id: idProp,
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  fullWidth = false,
  size = 'medium',
  slotProps = {},
  'data-testid': testId,
  inputMode,
  className,
  style,
  ref,
  ...inputProps
}: TextFieldProps) {
  const reactId = useId()
  const id = idProp ?? reactId
  const hasHelper = helperText !== undefined && helperText !== null && helperText !== ''
  const helperId = hasHelper ? `${id}-helper-text` : undefined
  const hasLabel = label !== undefined && label !== null && label !== ''
  const { 'aria-describedby': ownDescribedBy, ...htmlInput } = {
    ...(testId !== undefined && { 'data-testid': testId }),
    ...(inputMode !== undefined && { inputMode }),
    ...slotProps.htmlInput,
  }
  const describedBy = [helperId, ownDescribedBy].filter(Boolean).join(' ') || undefined
  return (
    <div
      ref={ref}
      style={style}
      className={classNames(styles.root, fullWidth && styles.fullWidth, className)}
    >
      {hasLabel && (
        <InputLabel
          htmlFor={id}
          id={`${id}-label`}
          error={error}
          disabled={disabled}
          required={required}
          className={slotProps.inputLabel?.className}
        >
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        {...inputProps}
        {...slotProps.input}
        id={id}
        size={size}
        error={error}
        disabled={disabled}
        required={required}
        fullWidth
        aria-describedby={describedBy}
        inputProps={htmlInput}
      />
      {hasHelper && (
        <FormHelperText {...slotProps.formHelperText} id={helperId} error={error}>
          {helperText}
        </FormHelperText>
      )}
    </div>
  )
}
