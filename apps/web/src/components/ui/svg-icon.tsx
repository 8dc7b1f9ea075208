import type { ComponentPropsWithRef, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import type { PaletteColor } from './internal/polymorphic.ts'
import { textColorClass } from './internal/text-color.ts'
import textColors from './internal/text-color.module.css'
import styles from './svg-icon.module.css'

export type SvgIconProps = Omit<ComponentPropsWithRef<'svg'>, 'color'> & {
  fontSize?: 'small' | 'medium' | 'large' | 'inherit'
  color?: PaletteColor | 'inherit' | 'action' | 'disabled'
  /** A name for an icon that means something on its own (then it is an image, not decoration). */
  titleAccess?: string
  children?: ReactNode
}

/** A 24 × 24 drawing sized by font size; hidden from assistive technology unless it has `titleAccess`. */
export function SvgIcon({
  fontSize = 'medium',
  color = 'inherit',
  titleAccess,
  className,
  children,
  ...rest
}: SvgIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      focusable="false"
      aria-hidden={titleAccess ? undefined : true}
      role={titleAccess ? 'img' : undefined}
      {...rest}
      className={classNames(
        styles.root,
        styles[fontSize],
        color !== 'inherit' && textColors[iconColorClass(color)],
        className,
      )}
    >
      {children}
      {titleAccess ? <title>{titleAccess}</title> : null}
    </svg>
  )
}

/** The class for line-drawn paths (stroked, not filled). */
export const lineClass = styles.line

/** `action` is the icon grey; `disabled` is the disabled text colour. */
function iconColorClass(color: Exclude<SvgIconProps['color'], 'inherit' | undefined>): string {
  if (color === 'action') return 'colorAction'
  return textColorClass(color === 'disabled' ? 'textDisabled' : color)
}
