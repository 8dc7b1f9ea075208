import type { ElementType, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import { responsiveClasses, type Responsive } from './internal/spacing.ts'
import styles from './stack.module.css'

export type StackDirection = 'row' | 'column' | 'row-reverse' | 'column-reverse'
/** Gaps in 8 px units, as MUI's `spacing`; only these steps have rules in the stylesheet. */
export type StackSpacing = 0 | 0.5 | 1 | 1.5 | 2 | 2.5 | 3 | 4 | 5 | 6 | 8

type Align = 'flex-start' | 'center' | 'flex-end' | 'stretch' | 'baseline'
type Justify = 'flex-start' | 'center' | 'flex-end' | 'space-between' | 'space-around' | 'space-evenly'

export type StackOwnProps = {
  direction?: Responsive<StackDirection>
  spacing?: Responsive<StackSpacing>
  alignItems?: Align
  justifyContent?: Justify
  flexWrap?: 'wrap' | 'nowrap'
  /** Accepted for MUI parity: the kit's Stack always spaces its children with `gap`. */
  useFlexGap?: boolean
  className?: string
  children?: ReactNode
}

export type StackProps<C extends ElementType = 'div'> = PolymorphicProps<C, StackOwnProps>

const pascal = (value: string) => value.replace(/(^|-)(\w)/g, (_, __: string, c: string) => c.toUpperCase())

/** A flex column (or row) whose children sit `spacing` × 8 px apart, per breakpoint when responsive. */
export function Stack<C extends ElementType = 'div'>({
  component,
  direction,
  spacing,
  alignItems,
  justifyContent,
  flexWrap,
  useFlexGap: _useFlexGap,
  className,
  ...rest
}: StackProps<C>) {
  const Component: ElementType = component ?? 'div'
  return (
    <Component
      {...rest}
      className={classNames(
        styles.root,
        ...responsiveClasses(direction, styles, 'dir', pascal),
        ...responsiveClasses(spacing, styles, 'gap', (v) => String(v).replace('.', '_')),
        alignItems && styles[`align${pascal(alignItems)}`],
        justifyContent && styles[`justify${pascal(justifyContent)}`],
        flexWrap === 'wrap' && styles.wrap,
        className,
      )}
    />
  )
}
