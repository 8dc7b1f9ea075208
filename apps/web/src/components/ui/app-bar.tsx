import type { ElementType, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import styles from './app-bar.module.css'
import { paperClasses, type Elevation } from './paper.tsx'

export type AppBarOwnProps = {
  position?: 'fixed' | 'absolute' | 'sticky' | 'static' | 'relative'
  color?: 'primary' | 'secondary' | 'default' | 'transparent' | 'inherit'
  /** Shadow depth; 4 by default, 0 for a flat band. */
  elevation?: Elevation
  className?: string
  children?: ReactNode
}

export type AppBarProps<C extends ElementType = 'header'> = PolymorphicProps<C, AppBarOwnProps>

/** The page's top bar (a `<header>`), in the primary colour by default. */
export function AppBar<C extends ElementType = 'header'>({
  component,
  position = 'fixed',
  color = 'primary',
  elevation = 4,
  className,
  ...rest
}: AppBarProps<C>) {
  const Component: ElementType = component ?? 'header'
  return (
    <Component
      {...rest}
      className={classNames(
        paperClasses({ elevation, square: true }),
        styles.root,
        styles[position],
        styles[`color${color[0]?.toUpperCase()}${color.slice(1)}`],
        className,
      )}
    />
  )
}
