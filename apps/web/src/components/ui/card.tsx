import type { ElementType } from 'react'
import { classNames } from './internal/class-names.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import styles from './card.module.css'
import { paperClasses, type PaperOwnProps } from './paper.tsx'

export type CardOwnProps = PaperOwnProps & { raised?: boolean }

export type CardProps<C extends ElementType = 'div'> = PolymorphicProps<C, CardOwnProps>

/** A Paper that clips its content (an image reaches the rounded corners); `raised` lifts it further. */
export function Card<C extends ElementType = 'div'>({
  component,
  elevation,
  variant,
  square,
  raised = false,
  className,
  ...rest
}: CardProps<C>) {
  const Component: ElementType = component ?? 'div'
  return (
    <Component
      {...rest}
      className={classNames(
        paperClasses({ elevation: raised ? 8 : elevation, variant, square }),
        styles.root,
        className,
      )}
    />
  )
}
