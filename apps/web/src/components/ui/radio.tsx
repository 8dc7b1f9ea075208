import type { ChangeEvent, CSSProperties, Ref } from 'react'
import type { HtmlInputProps } from './input-base.tsx'
import { classNames } from './internal/class-names.ts'
import { useRadioGroup } from './internal/radio-group-context.ts'
import styles from './choice.module.css'

export interface RadioProps {
  value?: string
  checked?: boolean
  name?: string
  disabled?: boolean
  onChange?: (event: ChangeEvent<HTMLInputElement>, checked: boolean) => void
  id?: string
  size?: 'small' | 'medium'
  slotProps?: { input?: HtmlInputProps }
  inputProps?: HtmlInputProps
  inputRef?: Ref<HTMLInputElement>
  className?: string
  style?: CSSProperties
  ref?: Ref<HTMLSpanElement>
}

/** MUI's Radio: the browser's radio button drawn as MUI's, its name and checked state from the RadioGroup. */
export function Radio({
  value,
  checked,
  name,
  disabled,
  onChange,
  id,
  size = 'medium',
  slotProps,
  inputProps,
  inputRef,
  className,
  style,
  ref,
}: RadioProps) {
  const group = useRadioGroup()
  const isChecked =
    checked ?? (group?.value !== undefined && value !== undefined ? group.value === value : undefined)
  return (
    <span
      ref={ref}
      style={style}
      className={classNames(styles.target, size === 'small' && styles.small, className)}
    >
      <input
        {...inputProps}
        {...slotProps?.input}
        id={id}
        ref={inputRef}
        type="radio"
        value={value}
        name={name ?? group?.name}
        disabled={disabled ?? group?.disabled}
        checked={isChecked}
        onBlur={group?.onBlur}
        onChange={(event) => {
          onChange?.(event, event.target.checked)
          group?.onChange(event)
        }}
        className={classNames(styles.control, styles.radio)}
      />
    </span>
  )
}
