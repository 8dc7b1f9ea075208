import type { CSSProperties, ElementType, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import { responsiveProperties, type Responsive } from './internal/spacing.ts'
import styles from './stack.module.css'

export type StackDirection = 'row' | 'column' | 'row-reverse' | 'column-reverse'
/** Gaps in 8 px units, as MUI's `spacing`; only these steps have a gap on the spacing scale. */
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

/** Each gap step's spacing token (2.5 keeps the 24 px of 3, as the kit has always drawn it). */
const GAPS: Record<StackSpacing, string> = {
  0: '0',
  0.5: 'var(--space-1)',
  1: 'var(--space-2)',
  1.5: 'var(--space-3)',
  2: 'var(--space-4)',
  2.5: 'var(--space-6)',
  3: 'var(--space-6)',
  4: 'var(--space-8)',
  5: 'var(--space-10)',
  6: 'var(--space-12)',
  8: 'var(--space-16)',
}

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
  style,
  ...rest
}: StackProps<C>) {
  const Component: ElementType = component ?? 'div'
  // The stylesheet's one rule per breakpoint reads these (stack.module.css).
  const layout = {
    ...responsiveProperties(direction, 'stack-dir', (v) => v),
    ...responsiveProperties(spacing, 'stack-gap', (v) => GAPS[v]),
    ...style,
  } as CSSProperties
  return (
    <Component
      {...rest}
      style={layout}
      className={classNames(
        styles.root,
        alignItems && styles[`align${pascal(alignItems)}`],
        justifyContent && styles[`justify${pascal(justifyContent)}`],
        flexWrap === 'wrap' && styles.wrap,
        className,
      )}
    />
  )
}
