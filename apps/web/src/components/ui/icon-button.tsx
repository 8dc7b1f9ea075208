import type { ElementType } from 'react'
import { ButtonBase, type ButtonBaseOwnProps } from './button-base.tsx'
import { classNames } from './internal/class-names.ts'
import palette from './internal/palette.module.scss'
import type { PaletteColor, PolymorphicProps } from './internal/polymorphic.ts'
import styles from './icon-button.module.css'

export type IconButtonOwnProps = ButtonBaseOwnProps & {
  color?: PaletteColor | 'inherit' | 'default'
  size?: 'small' | 'medium' | 'large'
  /** Pull the button to the start or end so its icon lines up with the content's edge. */
  edge?: 'start' | 'end' | false
}

export type IconButtonProps<C extends ElementType = 'button'> = PolymorphicProps<C, IconButtonOwnProps>

/** A round button holding one icon; give it an `aria-label`, since the icon has no text. */
export function IconButton<C extends ElementType = 'button'>({
  color = 'default',
  size = 'medium',
  edge = false,
  disabled = false,
  className,
  ...rest
}: IconButtonProps<C>) {
  return (
    <ButtonBase<ElementType>
      {...rest}
      disabled={disabled}
      className={classNames(
        styles.root,
        color === 'inherit' && styles.inherit,
        color !== 'inherit' && color !== 'default' && [palette[color], styles.colored].join(' '),
        size !== 'medium' && styles[size],
        edge === 'start' && styles.edgeStart,
        edge === 'end' && styles.edgeEnd,
        disabled && styles.disabled,
        className,
      )}
    />
  )
}
