import { useMemo, type HTMLAttributes, type MouseEvent, type Ref } from 'react'
import { classNames } from './internal/class-names.ts'
import { ToggleGroupContext } from './internal/toggle-group-context.ts'
import styles from './toggle-button.module.css'

type ToggleButtonGroupBaseProps = Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> & {
  size?: 'small' | 'medium' | 'large'
  /** Only `primary` is drawn; `standard` is accepted as MUI's default. */
  color?: 'primary' | 'standard'
  disabled?: boolean
  ref?: Ref<HTMLDivElement>
}

export type ToggleButtonGroupProps<V> = ToggleButtonGroupBaseProps &
  (
    | {
        /** One choice at most: `onChange` gets the pressed value, or null when the pressed button is released. */
        exclusive: true
        value: V | null
        onChange?: (event: MouseEvent<HTMLButtonElement>, value: V | null) => void
      }
    | {
        exclusive?: false
        value: readonly V[]
        onChange?: (event: MouseEvent<HTMLButtonElement>, value: V[]) => void
      }
  )

/** MUI's ToggleButtonGroup: a `group` of joined buttons, each pressed (aria-pressed) or not. */
export function ToggleButtonGroup<V>(props: ToggleButtonGroupProps<V>) {
  const {
    exclusive: _exclusive,
    value: _value,
    onChange: _onChange,
    size = 'medium',
    color: _color,
    disabled = false,
    className,
    ...rest
  } = props
  const state = useMemo(
    () => ({
      size,
      disabled,
      isSelected: (candidate: unknown) =>
        props.exclusive ? props.value === candidate : props.value.some((selected) => selected === candidate),
      toggle: (event: MouseEvent<HTMLButtonElement>, candidate: unknown) => {
        if (props.exclusive) {
          props.onChange?.(event, props.value === candidate ? null : (candidate as V))
        } else {
          const selected = props.value.some((item) => item === candidate)
          props.onChange?.(
            event,
            selected ? props.value.filter((item) => item !== candidate) : [...props.value, candidate as V],
          )
        }
      },
    }),
    [props, size, disabled],
  )
  return (
    <div role="group" {...rest} className={classNames(styles.group, className)}>
      <ToggleGroupContext value={state}>{rest.children}</ToggleGroupContext>
    </div>
  )
}
