import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react'
import { classNames } from './internal/class-names.ts'
import { useToggleGroup } from './internal/toggle-group-context.ts'
import styles from './toggle-button.module.css'

export interface ToggleButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'value' | 'onChange'
> {
  /** What the group reports when this button is pressed. */
  value: string | number
  /** Pressed, when the button stands alone (in a group the group decides). */
  selected?: boolean
  onChange?: (event: MouseEvent<HTMLButtonElement>, value: string | number) => void
  size?: 'small' | 'medium' | 'large'
  ref?: Ref<HTMLButtonElement>
}

/** A button that stays pressed (aria-pressed), MUI's ToggleButton; Tab, Enter and Space as any button. */
export function ToggleButton({
  value,
  selected,
  onChange,
  onClick,
  size,
  disabled,
  className,
  ...props
}: ToggleButtonProps) {
  const group = useToggleGroup()
  const pressed = group ? group.isSelected(value) : (selected ?? false)
  const finalSize = size ?? group?.size ?? 'medium'
  return (
    <button
      type="button"
      {...props}
      aria-pressed={pressed}
      disabled={disabled ?? group?.disabled}
      className={classNames(styles.button, styles[finalSize], className)}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented) return
        onChange?.(event, value)
        group?.toggle(event, value)
      }}
    />
  )
}
