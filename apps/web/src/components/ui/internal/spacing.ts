/** Breakpoints as MUI names them, mobile first: xs from 0, sm from 600 px, md 900, lg 1200, xl 1536. */
export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl'

/** A value, or one per breakpoint (each applies from its breakpoint up), as MUI's responsive props. */
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>

export const BREAKPOINTS: readonly Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl']

/** The classes of a responsive prop: `prefix` + breakpoint + value key, e.g. `gapSm2`, `dirXsRow`. */
export function responsiveClasses<T>(
  value: Responsive<T> | undefined,
  styles: Readonly<Record<string, string>>,
  prefix: string,
  key: (v: T) => string,
): string[] {
  if (value === undefined) return []
  const perBreakpoint: Partial<Record<Breakpoint, T>> =
    typeof value === 'object' && value !== null
      ? (value as Partial<Record<Breakpoint, T>>)
      : { xs: value as T }
  const classes: string[] = []
  for (const bp of BREAKPOINTS) {
    const v = perBreakpoint[bp]
    if (v === undefined) continue
    const name = styles[`${prefix}${bp[0]?.toUpperCase()}${bp.slice(1)}${key(v)}`]
    if (name) classes.push(name)
  }
  return classes
}

/**
 * The custom properties of a responsive prop: `--<name>-<bp>` for each breakpoint from the first one
 * given up, each holding the value of its breakpoint or the nearest one below (mobile first).
 */
export function responsiveProperties<T>(
  value: Responsive<T> | undefined,
  name: string,
  css: (v: T) => string | undefined,
): Record<string, string> {
  if (value === undefined) return {}
  const perBreakpoint: Partial<Record<Breakpoint, T>> =
    typeof value === 'object' && value !== null
      ? (value as Partial<Record<Breakpoint, T>>)
      : { xs: value as T }
  const properties: Record<string, string> = {}
  let current: string | undefined
  for (const bp of BREAKPOINTS) {
    const v = perBreakpoint[bp]
    if (v !== undefined) current = css(v)
    if (current !== undefined) properties[`--${name}-${bp}`] = current
  }
  return properties
}
