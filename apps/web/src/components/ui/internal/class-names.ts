/** Joins the truthy class names, so a component can add conditional classes to the caller's `className`. */
export function classNames(...names: ReadonlyArray<string | false | null | undefined>): string | undefined {
  const joined = names.filter(Boolean).join(' ')
  return joined === '' ? undefined : joined
}
