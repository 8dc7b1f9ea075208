import type { CSSProperties, ElementType, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import styles from './card-media.module.css'

export type CardMediaOwnProps = {
  /** For a `div`: the picture drawn as its cover background. */
  image?: string
  className?: string
  children?: ReactNode
}

export type CardMediaProps<C extends ElementType = 'div'> = PolymorphicProps<C, CardMediaOwnProps>

const MEDIA = new Set<ElementType>(['img', 'video', 'picture', 'iframe', 'audio'])

/** A card's picture: `component="img" src=…` or a `div` with `image` as a cover background. */
export function CardMedia<C extends ElementType = 'div'>({
  component,
  image,
  className,
  style,
  ...rest
}: CardMediaProps<C> & { style?: CSSProperties }) {
  const Component: ElementType = component ?? 'div'
  const isMedia = MEDIA.has(Component)
  return (
    <Component
      {...rest}
      className={classNames(styles.root, isMedia && styles.media, className)}
      style={
        image && !isMedia
          ? { backgroundImage: `url("${image.replace(/["\\\n]/g, encodeURIComponent)}")`, ...style }
          : style
      }
    />
  )
}
