import type { ElementType, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import styles from './paper.module.css'

/** The shadow depths the theme defines (`--shadow-N`); 0 is flat. */
export type Elevation = 0 | 1 | 2 | 4 | 8 | 24

export type PaperOwnProps = {
  elevation?: Elevation
  variant?: 'elevation' | 'outlined'
  square?: boolean
  className?: string
  children?: ReactNode
}

export type PaperProps<C extends ElementType = 'div'> = PolymorphicProps<C, PaperOwnProps>

/** The class names of a paper surface, shared with the components built on one (Card, Alert, AppBar). */
export function paperClasses({ elevation = 1, variant = 'elevation', square = false }: PaperOwnProps) {
  return classNames(
    styles.root,
    square && styles.square,
    variant === 'outlined' ? styles.outlined : elevation > 0 && styles[`elevation${elevation}`],
  )
}

/** A surface that holds a group of content. */
export function Paper<C extends ElementType = 'div'>({
  component,
  elevation,
  variant,
  square,
  className,
  ...rest
}: PaperProps<C>) {
  const Component: ElementType = component ?? 'div'
  return (
    <Component {...rest} className={classNames(paperClasses({ elevation, variant, square }), className)} />
  )
}
