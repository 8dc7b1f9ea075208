import type { ElementType, KeyboardEvent, ReactNode } from 'react'
import { classNames } from './internal/class-names.ts'
import type { PolymorphicProps } from './internal/polymorphic.ts'
import styles from './button-base.module.css'

export type ButtonBaseOwnProps = {
  disabled?: boolean
  /** A link when set (and, without `component`, an `<a>`). */
  href?: string
  /** With `href`: where the link opens and its relation (e.g. `_blank` with `noopener noreferrer`). */
  target?: string
  rel?: string
  download?: boolean | string
  type?: 'button' | 'submit' | 'reset'
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void
  className?: string
  children?: ReactNode
}

export type ButtonBaseProps<C extends ElementType = 'button'> = PolymorphicProps<C, ButtonBaseOwnProps>

/**
 * A plain, unstyled button, the base of the kit's buttons. A native `<button>` gets `type="button"`
 * (unless told otherwise) and `disabled`; a link (`href`, or `to` for a router link) keeps its link
 * role; any other element becomes a focusable role="button" that Enter and Space press.
 */
export function ButtonBase<C extends ElementType = 'button'>({
  component,
  disabled = false,
  href,
  type,
  onKeyDown,
  className,
  ...rest
}: ButtonBaseProps<C>) {
  const Component: ElementType = component ?? (href ? 'a' : 'button')
  const native = Component === 'button'
  const isLink = href !== undefined || 'to' in rest
  const pressable = !native && !isLink
  return (
    <Component
      role={pressable ? 'button' : undefined}
      tabIndex={!native && disabled ? -1 : pressable ? 0 : undefined}
      aria-disabled={!native && disabled ? true : undefined}
      {...rest}
      href={href}
      type={native ? (type ?? 'button') : type}
      disabled={native ? disabled : undefined}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        onKeyDown?.(event)
        if (!pressable || event.defaultPrevented || event.target !== event.currentTarget) return
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault()
          event.currentTarget.click()
        }
      }}
      className={classNames(styles.root, disabled && styles.disabled, className)}
    />
  )
}
