import type { ElementType, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import { textColorClass, type TextColor } from './internal/text-color.ts'
import textColors from './internal/text-color.module.css'
import styles from './typography.module.css'

export type TypographyVariant =
  | 'h1'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'h5'
  | 'h6'
  | 'subtitle1'
  | 'subtitle2'
  | 'body1'
  | 'body2'
  | 'caption'
  | 'overline'
  | 'button'
  | 'inherit'

export type TypographyOwnProps = {
  variant?: TypographyVariant
  color?: TextColor
  align?: 'inherit' | 'left' | 'center' | 'right' | 'justify'
  gutterBottom?: boolean
  noWrap?: boolean
  /** A paragraph: rendered as `<p>` with a 16 px bottom margin. */
  paragraph?: boolean
  className?: string
  children?: ReactNode
}

export type TypographyProps<C extends ElementType = 'span'> = PolymorphicProps<C, TypographyOwnProps>

/** MUI's element per variant: headings for h1–h6 and subtitles, `<p>` for body text, `<span>` otherwise. */
const ELEMENT: Partial<Record<TypographyVariant, ElementType>> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'h6',
  subtitle2: 'h6',
  body1: 'p',
  body2: 'p',
  inherit: 'p',
}

/** Text in one of the theme's type styles. */
export function Typography<C extends ElementType = 'span'>({
  component,
  variant = 'body1',
  color,
  align = 'inherit',
  gutterBottom = false,
  noWrap = false,
  paragraph = false,
  className,
  ...rest
}: TypographyProps<C>) {
  const Component: ElementType = component ?? (paragraph ? 'p' : (ELEMENT[variant] ?? 'span'))
  return (
    <Component
      {...rest}
      className={classNames(
        styles.root,
        variant !== 'inherit' && styles[variant],
        color && textColors[textColorClass(color)],
        align !== 'inherit' && styles[`align${align[0]?.toUpperCase()}${align.slice(1)}`],
        gutterBottom && styles.gutterBottom,
        paragraph && styles.paragraph,
        noWrap && styles.noWrap,
        className,
      )}
    />
  )
}
