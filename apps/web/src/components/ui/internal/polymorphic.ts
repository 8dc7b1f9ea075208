import type { ComponentPropsWithoutRef, ElementType } from 'react'

/**
 * Props of a component that renders as `C` (MUI's `component` prop): its own props, plus those of
 * `C` it does not redefine, e.g. `to` with `component={RouterLink}`.
 */
export type PolymorphicProps<C extends ElementType, Own> = Own & { component?: C } & Omit<
    ComponentPropsWithoutRef<C>,
    keyof Own | 'component'
  >
