import type { ComponentPropsWithRef, ElementType } from 'react'

/**
 * The props of a kit component rendered as `component` (a tag such as `'h1'`, or a component such
 * as a router link, whose own props like `to` then become valid): the kit component's own props win
 * over the element's props of the same name.
 */
export type PolymorphicProps<C extends ElementType, Own extends object = object> = Own &
  Omit<ComponentPropsWithRef<C>, keyof Own | 'component'> & { component?: C }

/** Palette colours as MUI names them. */
export type PaletteColor = 'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success'
