import type { ElementType, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import styles from './table-container.module.css'

export type TableContainerProps<C extends ElementType = 'div'> = PolymorphicProps<
  C,
  { className?: string; children?: ReactNode }
>

/** The box around a Table that scrolls sideways when the table is wider than the page. */
export function TableContainer<C extends ElementType = 'div'>({
  component,
  className,
  ...rest
}: TableContainerProps<C>) {
  const Component: ElementType = component ?? 'div'
  return <Component {...rest} className={classNames(styles.root, className)} />
}
