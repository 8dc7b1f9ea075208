import type { ElementType } from 'react'
import { classNames } from './internal/class-names.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import type { TextColor } from './internal/text-color.ts'
import styles from './link.module.css'
import { Typography, type TypographyOwnProps } from './typography.tsx'

export type LinkOwnProps = Omit<TypographyOwnProps, 'color'> & {
  underline?: 'always' | 'hover' | 'none'
  color?: TextColor
}

export type LinkProps<C extends ElementType = 'a'> = PolymorphicProps<C, LinkOwnProps>

/** A text link, `<a>` by default or `component={RouterLink} to=…` for a route of the portal. */
export function Link<C extends ElementType = 'a'>({
  component,
  variant = 'inherit',
  color = 'primary',
  underline = 'always',
  className,
  ...rest
}: LinkProps<C>) {
  const element: ElementType = component ?? 'a'
  return (
    <Typography
      {...rest}
      component={element}
      variant={variant}
      color={color}
      className={classNames(styles.root, styles[underline], element === 'button' && styles.button, className)}
    />
  )
}
