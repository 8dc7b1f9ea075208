import { useState, type ComponentPropsWithRef, type ElementType, type ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import { PersonIcon } from './icons.tsx'
import styles from './avatar.module.css'

export type AvatarOwnProps = {
  src?: string
  alt?: string
  variant?: 'circular' | 'rounded' | 'square'
  /** Attributes of the `<img>` (e.g. `referrerPolicy`, `loading`, `onError`). */
  slotProps?: { img?: ComponentPropsWithRef<'img'> }
  className?: string
  /** Shown when there is no picture or it fails to load (usually initials). */
  children?: ReactNode
}

export type AvatarProps<C extends ElementType = 'div'> = PolymorphicProps<C, AvatarOwnProps>

/** A person's or thing's picture, with its children (or a person icon) when the picture is missing or broken. */
export function Avatar<C extends ElementType = 'div'>({
  component,
  src,
  alt,
  variant = 'circular',
  slotProps,
  className,
  children,
  ...rest
}: AvatarProps<C>) {
  const Component: ElementType = component ?? 'div'
  // The address that failed, so that a new address is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showImage = Boolean(src) && failedSrc !== src
  const img = slotProps?.img
  return (
    <Component
      {...rest}
      className={classNames(
        styles.root,
        variant !== 'circular' && styles[variant],
        !showImage && styles.colorDefault,
        className,
      )}
    >
      {showImage ? (
        <img
          {...img}
          src={src}
          alt={alt}
          className={classNames(styles.img, img?.className)}
          onError={(event) => {
            setFailedSrc(src ?? null)
            img?.onError?.(event)
          }}
        />
      ) : (
        (children ?? <PersonIcon className={styles.fallback} />)
      )}
    </Component>
  )
}
