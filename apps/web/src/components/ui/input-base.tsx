import type {
  ChangeEventHandler,
  CSSProperties,
  FocusEventHandler,
  InputHTMLAttributes,
  KeyboardEventHandler,
  ReactNode,
  Ref,
  TextareaHTMLAttributes,
} from 'react'
import { useFormControl } from './internal/form-control-context.ts'
import { classNames } from './internal/class-names.ts'
import styles from './input.module.css'

/** Attributes passed to the native `<input>` or `<textarea>` (MUI's `inputProps` / `slotProps.htmlInput`). */
export type HtmlInputProps = InputHTMLAttributes<HTMLInputElement> &
  Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'wrap'> & {
    [data: `data-${string}`]: string | number | undefined
  }

type FieldElement = HTMLInputElement | HTMLTextAreaElement

export interface InputBaseProps {
  id?: string
  name?: string
  type?: string
  value?: string | number | readonly string[]
  defaultValue?: string | number | readonly string[]
  placeholder?: string
  autoComplete?: string
  autoFocus?: boolean
  disabled?: boolean
  readOnly?: boolean
  required?: boolean
  error?: boolean
  fullWidth?: boolean
  size?: 'small' | 'medium'
  multiline?: boolean
  /** A textarea of this many rows. */
  rows?: number
  /** A growing textarea: at least `minRows`, at most `maxRows` before it scrolls. */
  minRows?: number
  maxRows?: number
  startAdornment?: ReactNode
  endAdornment?: ReactNode
  onChange?: ChangeEventHandler<FieldElement>
  onBlur?: FocusEventHandler<FieldElement>
  onFocus?: FocusEventHandler<FieldElement>
  onKeyDown?: KeyboardEventHandler<FieldElement>
  inputRef?: Ref<FieldElement>
  inputProps?: HtmlInputProps
  'aria-describedby'?: string
  'aria-label'?: string
  'aria-labelledby'?: string
  className?: string
  style?: CSSProperties
  ref?: Ref<HTMLDivElement>
}

/** The frame around a native input; `outlined` draws MUI's outlined border. */
export function InputFrame({ outlined, ...props }: InputBaseProps & { outlined: boolean }) {
  const formControl = useFormControl()
  const {
    id,
    name,
    type,
    value,
    defaultValue,
    placeholder,
    autoComplete,
    autoFocus,
    readOnly,
    multiline = false,
    rows,
    minRows,
    maxRows,
    startAdornment,
    endAdornment,
    onChange,
    onBlur,
    onFocus,
    onKeyDown,
    inputRef,
    inputProps,
    fullWidth = false,
    size = 'medium',
    className,
    style,
    ref,
  } = props
  const error = props.error ?? formControl?.error ?? false
  const disabled = props.disabled ?? formControl?.disabled ?? false
  const required = props.required ?? formControl?.required ?? false
  const { className: inputClassName, ...htmlProps } = inputProps ?? {}
  const shared = {
    id,
    name,
    placeholder,
    autoComplete,
    autoFocus,
    // Read-only may come from either slot (the frame's `readOnly` or the native input's props): an
    // unset frame prop must not undo the input's own.
    readOnly: readOnly ?? htmlProps.readOnly,
    required,
    disabled,
    value,
    defaultValue,
    onChange,
    onBlur,
    onFocus,
    onKeyDown,
    'aria-invalid': error || undefined,
    'aria-describedby': props['aria-describedby'],
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
  }
  const growing = multiline && rows === undefined
  return (
    <div
      ref={ref}
      style={style}
      className={classNames(
        styles.frame,
        outlined && styles.outlined,
        size === 'small' && styles.small,
        multiline && styles.multiline,
        fullWidth && styles.fullWidth,
        error && styles.error,
        disabled && styles.disabled,
        className,
      )}
    >
      {startAdornment}
      {multiline ? (
        <textarea
          {...(htmlProps as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          {...shared}
          ref={inputRef as Ref<HTMLTextAreaElement>}
          rows={rows ?? minRows ?? 1}
          // A growing textarea sizes itself to its text (field-sizing), between these bounds.
          style={
            growing
              ? ({
                  '--min-rows': minRows ?? 1,
                  '--max-rows': maxRows ?? 'none',
                } as CSSProperties)
              : undefined
          }
          className={classNames(styles.input, growing && styles.growing, inputClassName)}
        />
      ) : (
        <input
          {...htmlProps}
          {...shared}
          type={type}
          ref={inputRef as Ref<HTMLInputElement>}
          className={classNames(styles.input, inputClassName)}
        />
      )}
      {endAdornment}
    </div>
  )
}

/** MUI's InputBase: a native input (or textarea) without a border, for custom frames. */
export function InputBase(props: InputBaseProps) {
  return <InputFrame {...props} outlined={false} />
}
