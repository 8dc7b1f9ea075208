import type { ElementType } from 'react'
import { classNames } from './class-names.ts'

type ClassList = ReadonlyArray<string | false | null | undefined>

export type KitElementProps = {
  /** The caller's `component`, if any. */
  component?: ElementType | undefined
  /** The element rendered without `component`. */
  fallback: ElementType
  /** The kit component's own classes; the caller's `className` follows them. */
  classes: ClassList
  className?: string | undefined
  [prop: string]: unknown
}

/** The element a polymorphic kit component renders: `component` or its default, with the kit's classes. */
export function KitElement({ component, fallback, classes, className, ...rest }: KitElementProps) {
  const Component = component ?? fallback
  return <Component {...rest} className={classNames(...classes, className)} />
}
