import type { ElementType, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import styles from './card-content.module.css'

export type CardContentProps<C extends ElementType = 'div'> = PolymorphicProps<
  C,
  { className?: string; children?: ReactNode }
>

/** A card's padded body (more room below when it is the card's last part). */
export function CardContent<C extends ElementType = 'div'>({
  component,
  className,
  ...rest
}: CardContentProps<C>) {
  const Component: ElementType = component ?? 'div'
  return <Component {...rest} className={classNames(styles.root, className)} />
}
